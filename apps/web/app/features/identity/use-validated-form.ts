import { useEffect, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { FieldErrors } from './field-errors.ts';

type Values = Record<string, string | boolean>;

/**
 * Live validation of a real HTML form: errors show once a field was left (or on a submit
 * attempt, which then sends nothing), a server error stays until its field is edited, and the
 * submit button is disabled while invalid, but only after hydration so the form still works
 * without JavaScript (the action validates again).
 */
export function useValidatedForm<T extends Values>({
  initial,
  validate,
  serverErrors,
  onInvalidSubmit,
}: {
  initial: T;
  validate: (values: T) => FieldErrors;
  /** From the action's answer; keep its identity stable (straight from `actionData`). */
  serverErrors: FieldErrors | undefined;
  onInvalidSubmit?: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, true>>>({});
  const [server, setServer] = useState<FieldErrors>(serverErrors ?? {});
  const hydrated = useHydrated();
  useEffect(() => setServer(serverErrors ?? {}), [serverErrors]);

  const errors = validate(values);
  const invalid = Object.keys(errors).length > 0;

  function setValue<K extends keyof T>(name: K, value: T[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setServer(({ [name as string]: _edited, ...rest }) => rest);
  }

  return {
    values,
    invalid,
    submitDisabled: hydrated && invalid,
    setValue,
    /** The error to show under a field. */
    errorOf: (name: keyof T & string) => (touched[name] ? errors[name] : undefined) ?? server[name],
    /** Props for a text input bound to `name`. */
    input: (name: keyof T & string) => ({
      name,
      value: String(values[name] ?? ''),
      onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
        setValue(name, event.target.value as T[typeof name]),
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    }),
    /** Blocks a submit that would be refused, showing every error instead. */
    onSubmit: (event: React.FormEvent) => {
      if (!invalid) return;
      event.preventDefault();
      setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])) as typeof touched);
      onInvalidSubmit?.();
    },
  };
}
