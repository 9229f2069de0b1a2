import { useId } from 'react';
import { inputClass } from './text-field.tsx';

/*
 * Beside TextField rather than in its module: shopper pages load text-field.tsx, and only
 * console forms use this.
 */

/** A labelled select, styled as the text fields. */
export function SelectField({
  label,
  className,
  children,
  ...props
}: Omit<React.ComponentProps<'select'>, 'id' | 'className'> & {
  label: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <select {...props} id={id} className={inputClass}>
        {children}
      </select>
    </div>
  );
}
