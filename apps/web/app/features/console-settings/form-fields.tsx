import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { inputClass } from '../../components/ui/text-field.tsx';
import { cn } from '../../lib/cn.ts';

/** The field's first error, under it and linked to it (Conform sets aria-describedby). */
export function FieldError({ field }: { field: FieldMetadata<unknown> }) {
  if (!field.errors?.length) return null;
  return (
    <p id={field.errorId} className="mt-1.5 text-sm text-red-700">
      {field.errors[0]}
    </p>
  );
}

type InputFieldProps = {
  field: FieldMetadata<string | number | null | undefined>;
  label: string;
  hint?: string;
  type?: 'text' | 'email' | 'number' | 'password' | 'url';
  className?: string;
} & Pick<React.ComponentProps<'input'>, 'min' | 'max' | 'autoComplete' | 'placeholder'>;

/** A labelled console input with its hint and its error beside it. */
export function InputField({
  field,
  label,
  hint,
  type = 'text',
  className,
  ...rest
}: InputFieldProps) {
  const hintId = `${field.id}-hint`;
  const props = getInputProps(field, { type, ariaDescribedBy: hint ? hintId : undefined });
  return (
    <div className={className}>
      <label htmlFor={field.id} className="mb-1.5 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input {...props} key={props.key} {...rest} className={inputClass} />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      <FieldError field={field} />
    </div>
  );
}

/** A switch as a checkbox with its label and a line of what it does. */
export function CheckboxField({
  field,
  label,
  hint,
  className,
}: {
  field: FieldMetadata<boolean | null | undefined>;
  label: string;
  hint?: string;
  className?: string;
}) {
  const hintId = `${field.id}-hint`;
  const props = getInputProps(field, {
    type: 'checkbox',
    ariaDescribedBy: hint ? hintId : undefined,
  });
  return (
    <div className={cn('flex gap-3', className)}>
      <input
        {...props}
        key={props.key}
        className="mt-0.5 size-5 shrink-0 rounded border-gray-400 accent-gray-900"
      />
      <div>
        <label htmlFor={field.id} className="text-sm font-medium text-gray-900">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-sm text-gray-600">
            {hint}
          </p>
        ) : null}
        <FieldError field={field} />
      </div>
    </div>
  );
}
