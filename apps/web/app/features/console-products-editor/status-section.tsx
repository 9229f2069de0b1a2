import { useTranslation } from 'react-i18next';
import { CheckboxRow, SelectField, TextInput } from './editor-fields.tsx';
import { FLAGS } from './product-form.ts';
import type { ProductFormState } from './use-product-form.ts';

/** Draft or published, and the window in which a published product shows. */
export function StatusSection({ state: { form, set, errors } }: { state: ProductFormState }) {
  const { t } = useTranslation('console');
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField
        label={t('productEditor.status.status')}
        value={form.status}
        error={errors.status}
        onChange={(status) => set((f) => void (f.status = status as typeof f.status))}
      >
        <option value="draft">{t('productEditor.status.draft')}</option>
        <option value="published">{t('productEditor.status.published')}</option>
      </SelectField>
      <TextInput
        type="datetime-local"
        label={t('productEditor.status.start')}
        hint={t('productEditor.status.zone', { zone })}
        value={form.start}
        error={errors.start_publish_date}
        onChange={(value) => set((f) => void (f.start = value))}
      />
      <TextInput
        type="datetime-local"
        label={t('productEditor.status.end')}
        value={form.end}
        error={errors.end_publish_date}
        onChange={(value) => set((f) => void (f.end = value))}
      />
    </div>
  );
}

/** The flags the store's rules read (§5). */
export function FlagsSection({ state: { form, set } }: { state: ProductFormState }) {
  const { t } = useTranslation('console');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FLAGS.map((flag) => (
        <CheckboxRow
          key={flag}
          label={t(`productEditor.flags.${flag}`)}
          hint={t(`productEditor.flags.${flag}Hint`)}
          checked={form.flags[flag]}
          onChange={(checked) => set((f) => void (f.flags[flag] = checked))}
        />
      ))}
    </div>
  );
}
