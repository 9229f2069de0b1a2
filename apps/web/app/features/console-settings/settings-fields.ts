import type { useSettingsForm } from './use-settings-form.ts';

/** The settings form's fields, as Conform gives them. */
export type SettingsFields = ReturnType<typeof useSettingsForm>[1];
export type SettingsFormMeta = ReturnType<typeof useSettingsForm>[0];
