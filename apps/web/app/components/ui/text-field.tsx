import { useId } from 'react';

export const inputClass =
  'block h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 shadow-xs placeholder:text-gray-400 focus:border-accent focus:outline-2 focus:outline-offset-0 focus:outline-accent/40 aria-invalid:border-red-600 aria-invalid:focus:outline-red-600/30';

type TextFieldProps = Omit<React.ComponentProps<'input'>, 'id'> & {
  label: string;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: string | null;
  /** Replaces the plain input, for example with a password input and its toggle. */
  renderInput?: (props: React.ComponentProps<'input'>) => React.ReactNode;
};

/** A labelled input with its error underneath (linked by aria-describedby). */
export function TextField({ label, error, className, renderInput, ...props }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const inputProps: React.ComponentProps<'input'> = {
    ...props,
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [props['aria-describedby'], error ? errorId : null].filter(Boolean).join(' ') || undefined,
    className: inputClass,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-gray-800">
        {label}
      </label>
      {renderInput ? renderInput(inputProps) : <input {...inputProps} />}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
