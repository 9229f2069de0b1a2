import { contrastRatio, readableTextColor } from '@storefront/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../components/ui/text-field.tsx';
import { cn } from '../../lib/cn.ts';

/** WCAG AA for normal text. */
const READABLE = 4.5;

type ColourFieldProps = {
  /** The field's name in the form (and in the API's errors). */
  name: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/**
 * A colour as a picker and its hex code side by side, with the contrast of the text the store
 * puts on it (white or dark, whichever reads better) and a warning when that is low.
 */
export function ColourField({ name, label, hint, value, onChange, error }: ColourFieldProps) {
  const { t } = useTranslation('console');
  const id = useId();
  const ratio = contrastRatio(readableTextColor(value), value);
  const low = ratio !== null && ratio < READABLE;
  const shown = ratio === null ? null : ratio.toFixed(1);
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
          aria-describedby={`${id}-hint ${id}-contrast${error ? ` ${id}-error` : ''}`}
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
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
