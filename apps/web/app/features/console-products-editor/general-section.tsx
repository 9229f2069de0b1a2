import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { PlusIcon, TrashIcon } from '../../components/ui/icons.tsx';
import { RichTextEditor } from '../../components/ui/rich-text-editor.tsx';
import { TextArea, TextInput } from './editor-fields.tsx';
import { slugify } from './product-form.ts';
import type { ProductFormState } from './use-product-form.ts';

/** Name, address, brand, line and the texts of the product page. */
export function GeneralSection({
  state,
  savedSlug,
  brands,
}: {
  state: ProductFormState;
  /** The slug the store answers now; null for a new product. */
  savedSlug: string | null;
  brands: string[];
}) {
  const { t } = useTranslation('console');
  const { form, set, errors } = state;
  const slugHint =
    savedSlug && form.slug !== savedSlug
      ? t('productEditor.general.slugRedirect', { old: savedSlug })
      : t('productEditor.general.slugHint', { slug: form.slug || '…' });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput
        className="sm:col-span-2"
        label={t('productEditor.general.name')}
        value={form.name}
        error={errors.name}
        onChange={(name) =>
          set((f) => {
            // A new product's address follows its name until the owner types one.
            if (!savedSlug && f.slug === slugify(f.name)) f.slug = slugify(name);
            f.name = name;
          })
        }
      />
      <TextInput
        className="sm:col-span-2"
        label={t('productEditor.general.slug')}
        hint={slugHint}
        value={form.slug}
        error={errors.slug}
        onChange={(slug) => set((f) => void (f.slug = slug))}
      />
      <TextInput
        label={t('productEditor.general.brand')}
        value={form.brand}
        error={errors.brand}
        list="product-brands"
        onChange={(brand) => set((f) => void (f.brand = brand))}
      />
      <datalist id="product-brands">
        {brands.map((brand) => (
          <option key={brand} value={brand} />
        ))}
      </datalist>
      <TextInput
        label={t('productEditor.general.lineName')}
        value={form.line_name}
        error={errors.line_name}
        onChange={(line) => set((f) => void (f.line_name = line))}
      />
      <TextArea
        className="sm:col-span-2"
        label={t('productEditor.general.shortDescription')}
        value={form.short_description}
        error={errors.short_description}
        rows={2}
        onChange={(text) => set((f) => void (f.short_description = text))}
      />
      <DescriptionField state={state} />
      <div className="sm:col-span-2">
        <RichTextEditor
          label={t('productEditor.general.copy')}
          value={form.copy}
          error={errors.copy_underneath_description}
          onChange={(html) => set((f) => void (f.copy = html))}
        />
      </div>
    </div>
  );
}

/** The description as rich text, or as the bullet list some products show instead. */
function DescriptionField({ state: { form, set, errors } }: { state: ProductFormState }) {
  const { t } = useTranslation('console');
  const modes = ['rich', 'bullets'] as const;
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1.5 text-sm font-medium text-gray-800">
        {t('productEditor.general.descriptionAs')}
      </legend>
      <div className="mb-3 flex flex-wrap gap-4">
        {modes.map((mode) => (
          <label key={mode} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="description-mode"
              checked={form.descriptionMode === mode}
              onChange={() => set((f) => void (f.descriptionMode = mode))}
              className="size-4 accent-gray-900"
            />
            {t(`productEditor.general.mode.${mode}`)}
          </label>
        ))}
      </div>
      {form.descriptionMode === 'rich' ? (
        <RichTextEditor
          label={t('productEditor.general.description')}
          value={form.description}
          error={errors.description}
          onChange={(html) => set((f) => void (f.description = html))}
        />
      ) : (
        <ul className="space-y-2">
          {form.bullets.map((bullet, i) => (
            <li key={i} className="flex items-end gap-2">
              <TextInput
                className="flex-1"
                label={t('productEditor.general.bullet', { number: i + 1 })}
                hideLabel
                value={bullet}
                onChange={(text) => set((f) => void (f.bullets[i] = text))}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('productEditor.general.removeBullet', { number: i + 1 })}
                onClick={() => set((f) => void f.bullets.splice(i, 1))}
              >
                <TrashIcon aria-hidden />
              </Button>
            </li>
          ))}
          {errors.description ? (
            <li className="text-sm text-red-700">{errors.description}</li>
          ) : null}
          <li>
            <Button variant="outline" size="sm" onClick={() => set((f) => void f.bullets.push(''))}>
              <PlusIcon aria-hidden />
              {t('productEditor.general.addBullet')}
            </Button>
          </li>
        </ul>
      )}
    </fieldset>
  );
}
