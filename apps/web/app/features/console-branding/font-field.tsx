import { FONT_STACKS, type FontFamily } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

const FONTS = Object.keys(FONT_STACKS) as FontFamily[];

/** The store's font as radio cards, each set in its own font with a sample line. */
export function FontField({
  value,
  onChange,
}: {
  value: FontFamily;
  onChange: (value: FontFamily) => void;
}) {
  const { t } = useTranslation('console');
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-gray-800">{t('branding.font')}</legend>
      <p className="mb-3 text-sm text-gray-600">{t('branding.fontHint')}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {FONTS.map((font) => (
          <label
            key={font}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border bg-white p-3 has-focus-visible:outline-2 has-focus-visible:outline-accent',
              value === font ? 'border-accent ring-1 ring-accent' : 'border-gray-300',
            )}
          >
            <input
              type="radio"
              name="fontFamily"
              value={font}
              checked={value === font}
              onChange={() => onChange(font)}
              className="mt-1 size-4 accent-(--store-accent)"
            />
            <span style={{ fontFamily: FONT_STACKS[font] }}>
              <span className="block font-semibold text-gray-900">
                {t(`branding.fonts.${font}`)}
              </span>
              <span className="block text-sm text-gray-600">{t('branding.fontSample')}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
