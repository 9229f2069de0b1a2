import { PRODUCTS_TO_SHOW_CAP, type SectionInput } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import {
  ImageUpload,
  useConsoleUpload,
  type ImageSize,
} from '../../components/ui/image-upload.tsx';
import { RichTextEditor } from '../../components/ui/rich-text-editor.tsx';
import { CheckboxField, OptionalTextField, SelectField } from './fields.tsx';

export type Category = { slug: string; name: string; depth: number };
type ContentOf<K extends SectionInput['component']> = Extract<
  SectionInput,
  { component: K }
>['content'];

type FormProps<K extends SectionInput['component']> = {
  content: ContentOf<K>;
  onChange: (content: ContentOf<K>) => void;
  /** The first error of a content field, by its name ('items.0.image'). */
  error: (field: string) => string | undefined;
  categories: Category[];
};

/** The fields of one section, by its type; every field §2 names. */
export function SectionForm({
  section,
  onChange,
  error,
  categories,
}: {
  section: SectionInput;
  onChange: (section: SectionInput) => void;
  error: (field: string) => string | undefined;
  categories: Category[];
}) {
  const shared = { error, categories };
  const set =
    <S extends SectionInput>(s: S) =>
    (content: S['content']) =>
      onChange({ ...s, content } as SectionInput);
  switch (section.component) {
    case 'TEXT_AREA':
      return <TextAreaForm content={section.content} onChange={set(section)} {...shared} />;
    case 'TEXT_WITH_IMAGE':
      return <TextWithImageForm content={section.content} onChange={set(section)} {...shared} />;
    case 'BANNER_IMAGE':
      return <BannerForm content={section.content} onChange={set(section)} {...shared} />;
    case 'PRODUCTS_LIST':
      return <ProductsListForm content={section.content} onChange={set(section)} {...shared} />;
    case 'TITLE':
      return <TitleForm content={section.content} onChange={set(section)} {...shared} />;
    case 'REDIRECT_TILES':
      return <TilesForm content={section.content} onChange={set(section)} {...shared} />;
  }
}

function TextAreaForm({ content, onChange, error }: FormProps<'TEXT_AREA'>) {
  const { t } = useTranslation('console');
  return (
    <RichTextEditor
      headings
      label={t('pageBuilder.field.text')}
      value={content.html}
      onChange={(html) => onChange({ ...content, html })}
      error={error('html')}
    />
  );
}

/** Uploads a picture for a section: the address field beside it then holds its URL. */
function SectionImageUpload({
  value,
  onChange,
  className,
}: {
  value: string | null;
  onChange: (url: string | null, size?: ImageSize) => void;
  className?: string;
}) {
  const { t } = useTranslation('console');
  return (
    <div className={className}>
      <ImageUpload
        {...useConsoleUpload()}
        label={t('pageBuilder.field.upload')}
        value={value}
        onChange={onChange}
      />
    </div>
  );
}

/**
 * An image address (an upload on this server or https://), with its alternative text. `size` is
 * the picture's own size after an upload, null (unknown) after the address is typed, and absent
 * when only the text changed.
 */
function ImageFields({
  image,
  alt,
  onChange,
  error,
  required = false,
}: {
  image: string | null;
  alt: string;
  onChange: (image: { image: string | null; alt: string }, size?: ImageSize | null) => void;
  error: (field: string) => string | undefined;
  required?: boolean;
}) {
  const { t } = useTranslation('console');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SectionImageUpload
        value={image}
        onChange={(value, size) => onChange({ image: value, alt }, size ?? null)}
        className="sm:col-span-2"
      />
      <OptionalTextField
        label={t('pageBuilder.field.image')}
        value={image}
        placeholder="https://…"
        required={required}
        onChange={(value) => onChange({ image: value, alt }, null)}
        error={error('image')}
      />
      <TextField
        label={t('pageBuilder.field.alt')}
        value={alt}
        onChange={(event) => onChange({ image, alt: event.target.value })}
        error={error('alt')}
      />
    </div>
  );
}

function TextWithImageForm({ content, onChange, error }: FormProps<'TEXT_WITH_IMAGE'>) {
  const { t } = useTranslation('console');
  return (
    <div className="space-y-4">
      <RichTextEditor
        headings
        label={t('pageBuilder.field.text')}
        value={content.html}
        onChange={(html) => onChange({ ...content, html })}
        error={error('html')}
      />
      <ImageFields
        image={content.image}
        alt={content.alt}
        onChange={(image) => onChange({ ...content, ...image })}
        error={error}
      />
      <SelectField
        label={t('pageBuilder.field.imagePosition')}
        value={content.imagePosition}
        options={(['left', 'right'] as const).map((value) => ({
          value,
          label: t(`pageBuilder.side.${value}`),
        }))}
        onChange={(value) => onChange({ ...content, imagePosition: value as 'left' | 'right' })}
      />
    </div>
  );
}

function BannerForm({ content, onChange, error }: FormProps<'BANNER_IMAGE'>) {
  const { t } = useTranslation('console');
  return (
    <div className="space-y-4">
      <ImageFields
        image={content.image}
        alt={content.alt}
        onChange={(image, size) =>
          onChange({
            ...content,
            ...image,
            ...(size === undefined
              ? {}
              : { width: size?.width ?? null, height: size?.height ?? null }),
          })
        }
        error={error}
      />
      <p className="text-sm text-gray-600">{t('pageBuilder.field.defaultBanner')}</p>
      <OptionalTextField
        label={t('pageBuilder.field.redirectLink')}
        value={content.redirectLink}
        placeholder="example.com/lookbook"
        onChange={(redirectLink) => onChange({ ...content, redirectLink })}
        error={error('redirectLink')}
      />
      <CheckboxField
        label={t('pageBuilder.field.fullWidth')}
        checked={content.fullWidth}
        onChange={(fullWidth) => onChange({ ...content, fullWidth })}
      />
    </div>
  );
}

function CategorySelect({
  label,
  value,
  categories,
  onChange,
  error,
  none,
}: {
  label: string;
  value: string | null;
  categories: Category[];
  onChange: (slug: string | null) => void;
  error?: string;
  none: string;
}) {
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      options={[
        { value: '', label: none },
        ...categories.map((c) => ({ value: c.slug, label: `${'— '.repeat(c.depth)}${c.name}` })),
      ]}
      onChange={(slug) => onChange(slug || null)}
      error={error}
    />
  );
}

function ProductsListForm({ content, onChange, error, categories }: FormProps<'PRODUCTS_LIST'>) {
  const { t } = useTranslation('console');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <OptionalTextField
        label={t('pageBuilder.field.title')}
        value={content.title}
        onChange={(title) => onChange({ ...content, title })}
        error={error('title')}
        className="sm:col-span-2"
      />
      <CategorySelect
        label={t('pageBuilder.field.category')}
        none={t('pageBuilder.field.allProducts')}
        value={content.categorySlug}
        categories={categories}
        onChange={(categorySlug) => onChange({ ...content, categorySlug })}
        error={error('categorySlug')}
      />
      <TextField
        label={t('pageBuilder.field.productsToShow')}
        type="number"
        min={1}
        max={PRODUCTS_TO_SHOW_CAP}
        value={content.productsToShow}
        onChange={(event) =>
          onChange({ ...content, productsToShow: event.target.valueAsNumber || 0 })
        }
        error={error('productsToShow')}
      />
    </div>
  );
}

function TitleForm({ content, onChange, error }: FormProps<'TITLE'>) {
  const { t } = useTranslation('console');
  return (
    <div className="space-y-4">
      <RichTextEditor
        headings
        label={t('pageBuilder.field.title')}
        value={content.html}
        onChange={(html) => onChange({ ...content, html })}
        error={error('html')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <OptionalTextField
          label={t('pageBuilder.field.font')}
          value={content.font}
          placeholder="Georgia, serif"
          onChange={(font) => onChange({ ...content, font })}
          error={error('font')}
        />
        <OptionalTextField
          label={t('pageBuilder.field.fontSize')}
          value={content.fontSize}
          placeholder="40px"
          onChange={(fontSize) => onChange({ ...content, fontSize })}
          error={error('fontSize')}
        />
      </div>
    </div>
  );
}

type Tile = ContentOf<'REDIRECT_TILES'>['items'][number];
const LINK_TYPES = ['none', 'category', 'page', 'external'] as const;

function TilesForm({ content, onChange, error, categories }: FormProps<'REDIRECT_TILES'>) {
  const { t } = useTranslation('console');
  const setItem = (index: number, item: Tile) =>
    onChange({ ...content, items: content.items.map((old, i) => (i === index ? item : old)) });
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <OptionalTextField
          label={t('pageBuilder.field.title')}
          value={content.title}
          onChange={(title) => onChange({ ...content, title })}
          error={error('title')}
        />
        <SelectField
          label={t('pageBuilder.field.tilesPerRow')}
          value={String(content.tilesPerRow)}
          options={[1, 2, 3, 4].map((n) => ({ value: String(n), label: String(n) }))}
          onChange={(value) => onChange({ ...content, tilesPerRow: Number(value) })}
        />
        <SelectField
          label={t('pageBuilder.field.alignment')}
          value={content.alignment}
          options={(['left', 'center', 'right'] as const).map((value) => ({
            value,
            label: t(`pageBuilder.side.${value}`),
          }))}
          onChange={(value) =>
            onChange({ ...content, alignment: value as ContentOf<'REDIRECT_TILES'>['alignment'] })
          }
        />
      </div>
      <ol className="space-y-3">
        {content.items.map((item, index) => (
          <li key={index} className="rounded-lg border border-gray-200 p-3">
            <fieldset className="space-y-3">
              <legend className="text-sm font-semibold">
                {t('pageBuilder.field.tile', { number: index + 1 })}
              </legend>
              <div className="grid gap-3 sm:grid-cols-2">
                <SectionImageUpload
                  value={item.image || null}
                  onChange={(value) => setItem(index, { ...item, image: value ?? '' })}
                  className="sm:col-span-2"
                />
                <TextField
                  label={t('pageBuilder.field.image')}
                  value={item.image}
                  placeholder="https://…"
                  onChange={(event) => setItem(index, { ...item, image: event.target.value })}
                  error={error(`items.${index}.image`)}
                />
                <TextField
                  label={t('pageBuilder.field.label')}
                  value={item.label}
                  onChange={(event) => setItem(index, { ...item, label: event.target.value })}
                  error={error(`items.${index}.label`)}
                />
                <SelectField
                  label={t('pageBuilder.field.linkType')}
                  value={item.redirectOnClick?.type ?? 'none'}
                  options={LINK_TYPES.map((value) => ({
                    value,
                    label: t(`pageBuilder.link.${value}`),
                  }))}
                  onChange={(type) =>
                    setItem(index, {
                      ...item,
                      redirectOnClick:
                        type === 'none'
                          ? null
                          : {
                              type: type as 'category' | 'page' | 'external',
                              url: item.redirectOnClick?.url ?? '',
                            },
                    })
                  }
                />
                {item.redirectOnClick?.type === 'category' ? (
                  <CategorySelect
                    label={t('pageBuilder.field.category')}
                    none={t('pageBuilder.field.pickCategory')}
                    value={item.redirectOnClick.url || null}
                    categories={categories}
                    onChange={(slug) =>
                      setItem(index, {
                        ...item,
                        redirectOnClick: { type: 'category', url: slug ?? '' },
                      })
                    }
                    error={error(`items.${index}.redirectOnClick.url`)}
                  />
                ) : item.redirectOnClick ? (
                  <TextField
                    label={t(`pageBuilder.field.linkTo.${item.redirectOnClick.type}`)}
                    value={item.redirectOnClick.url}
                    onChange={(event) =>
                      setItem(index, {
                        ...item,
                        redirectOnClick: { ...item.redirectOnClick!, url: event.target.value },
                      })
                    }
                    error={error(`items.${index}.redirectOnClick.url`)}
                  />
                ) : null}
              </div>
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  onChange({ ...content, items: content.items.filter((_, i) => i !== index) })
                }
              >
                {t('pageBuilder.field.removeTile', { number: index + 1 })}
              </Button>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button
        variant="outline"
        size="sm"
        onClick={() =>
          onChange({
            ...content,
            items: [...content.items, { image: '', label: '', redirectOnClick: null }],
          })
        }
      >
        {t('pageBuilder.field.addTile')}
      </Button>
    </div>
  );
}
