import {
  AA_TEXT_CONTRAST,
  contrastRatio,
  LIGHT_TEXT,
  readableTextColor,
  textShadeOnWhite,
} from '@storefront/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../components/ui/text-field.tsx';
import { cn } from '../../lib/cn.ts';

type ColourFieldProps = {
  /** The field's name in the form (and in the API's errors). */
  name: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The store also writes text in this colour on white (links): say when it takes a darker shade. */
  asText?: boolean;
};

/**
 * A colour as a picker and its hex code side by side, with the contrast of the text the store
 * puts on it (white or dark, whichever reads better) and a warning when that is low; the API
 * refuses such a colour. With `asText`, also the shade its links on white take to stay readable.
 */
export function ColourField(props: ColourFieldProps) {
  const { name, label, hint, value, onChange, error, asText = false } = props;
  const { t } = useTranslation('console');
  const id = useId();
  const ratio = contrastRatio(readableTextColor(value), value);
  const low = ratio !== null && ratio < AA_TEXT_CONTRAST;
  // Rounded down, so a ratio just short of 4.5 never reads as 4.5.
  const shown = ratio === null ? null : (Math.floor(ratio * 10) / 10).toFixed(1);
  const onWhite = contrastRatio(value, LIGHT_TEXT);
  const shade =
    asText && onWhite !== null && onWhite < AA_TEXT_CONTRAST ? textShadeOnWhite(value) : null;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t('branding.pickColour', { label: label.toLowerCase() })}
          value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
          onChange={(event) => onChange(event.target.value)}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-gray-300 bg-white p-1"
        />
        <input
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value.trim())}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint ${id}-contrast${shade ? ` ${id}-shade` : ''}${error ? ` ${id}-error` : ''}`}
          className={cn(inputClass, 'max-w-32 font-mono')}
        />
        <span
          aria-hidden
          className="grid h-11 min-w-16 place-items-center rounded-lg px-3 text-sm font-semibold"
          style={{ background: value, color: readableTextColor(value) }}
        >
          Aa
        </span>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      <p
        id={`${id}-contrast`}
        className={cn('mt-1 text-sm', low ? 'font-medium text-amber-800' : 'text-gray-600')}
      >
        {shown === null
          ? null
          : low
            ? t('branding.contrastLow', { ratio: shown })
            : t('branding.contrast', { ratio: shown })}
      </p>
      {shade ? (
        <p id={`${id}-shade`} className="mt-1 text-sm text-gray-600">
          {t('branding.textShade', { ratio: (Math.floor(onWhite! * 10) / 10).toFixed(1), shade })}{' '}
          <span
            aria-hidden
            className="ml-1 inline-block size-3 rounded-sm align-middle"
            style={{ background: shade }}
          />
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
