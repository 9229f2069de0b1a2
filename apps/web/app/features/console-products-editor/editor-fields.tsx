import { useId } from 'react';
import { inputClass } from '../../components/ui/text-field.tsx';
import { cn } from '../../lib/cn.ts';

type Described = { label: string; hint?: string; error?: string; className?: string };

/** Ids that tie a field to its hint and error, and the invalid mark. */
function useDescribed({ hint, error }: Described) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return {
    id,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy.join(' ') || undefined,
    },
  };
}

function Notes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

const labelClass = 'mb-1.5 block text-sm font-medium text-gray-800';

/** A labelled input with its hint and its error beside it. */
export function TextInput({
  label,
  hint,
  error,
  className,
  value,
  onChange,
  hideLabel,
  labelClassName,
  ...rest
}: Described & {
  value: string;
  onChange: (value: string) => void;
  hideLabel?: boolean;
  /** The label's own look, e.g. small on a phone and hidden where a table heads the column. */
  labelClassName?: string;
} & Omit<React.ComponentProps<'input'>, 'value' | 'onChange' | 'id'>) {
  const { id, aria } = useDescribed({ label, hint, error });
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName ?? (hideLabel ? 'sr-only' : labelClass)}>
        {label}
      </label>
      <input
        {...rest}
        {...aria}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputClass, rest.type === 'color' && 'h-11 w-16 p-1')}
      />
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextArea({
  label,
  hint,
  error,
  className,
  value,
  onChange,
  rows = 3,
}: Described & { value: string; onChange: (value: string) => void; rows?: number }) {
  const { id, aria } = useDescribed({ label, hint, error });
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        {...aria}
        id={id}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputClass, 'h-auto py-2')}
      />
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({
  label,
  hint,
  error,
  className,
  value,
  onChange,
  children,
}: Described & { value: string; onChange: (value: string) => void; children: React.ReactNode }) {
  const { id, aria } = useDescribed({ label, hint, error });
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        {...aria}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      >
        {children}
      </select>
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A checkbox with its label and a line of what it does. */
export function CheckboxRow({
  label,
  hint,
  checked,
  onChange,
  className,
}: Omit<Described, 'error'> & { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className={cn('flex gap-3', className)}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 rounded border-gray-400 accent-gray-900"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-gray-900">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-gray-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
