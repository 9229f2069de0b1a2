import {
  PreviewSettings,
  ReadableThemeColor,
  type StorefrontSettings,
} from '@storefront/contracts';
import type { z } from 'zod';

/**
 * What the Branding page edits of the store's draft, by the same rules the API checks
 * (PreviewSettings, and the readable theme colours a save requires), every field present.
 */
export const BrandingValues = PreviewSettings.pick({
  logo: true,
  favicon: true,
  primaryColor: true,
  accentColor: true,
  fontFamily: true,
  alertText: true,
  alertBackgroundColor: true,
  footerContent: true,
  copyrightText: true,
  socialIcons: true,
})
  .required()
  .extend({
    primaryColor: ReadableThemeColor,
    accentColor: ReadableThemeColor,
    alertBackgroundColor: ReadableThemeColor,
  });
export type BrandingValues = z.infer<typeof BrandingValues>;

/** The branding part of the store's settings (as the draft shows them). */
export function brandingOf(settings: StorefrontSettings): BrandingValues {
  return {
    logo: settings.logo,
    favicon: settings.favicon,
    primaryColor: settings.primaryColor,
    accentColor: settings.accentColor,
    fontFamily: settings.fontFamily,
    alertText: settings.alertText,
    alertBackgroundColor: settings.alertBackgroundColor,
    footerContent: settings.footerContent,
    copyrightText: settings.copyrightText,
    socialIcons: settings.socialIcons,
  };
}

export type FieldErrors = Record<string, string[]>;

/** Problems by field path (`socialIcons.0.url`), as the API's `errors` name them. */
export function errorsOf(values: unknown): FieldErrors {
  const parsed = BrandingValues.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues)
    (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

/** The API names draft fields `settings.<field>`; the page names them `<field>`. */
export function withoutSettingsPrefix(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([key, messages]) => [key.replace(/^settings\./, ''), messages]),
  );
}
