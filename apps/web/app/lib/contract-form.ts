import { useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { useHydrated } from './use-hydrated.ts';

/**
 * A posted form read with a contract's schema, in the browser while typing and again by the
 * page's action. Fields keep the text as typed (an empty field stays '' rather than missing), so
 * the contract's own messages ('Email is required') come back in both places.
 */
export function parseForm<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  return parseWithZod(formData, { schema, disableAutoCoercion: true });
}

export type FormResult = SubmissionResult<string[]>;

/**
 * A real HTML form validated by Conform with a contract's schema: a field's errors show once it
 * was left (or on a submit attempt, which then sends nothing) and update while it is edited; the
 * action's answer (`result`) shows its errors until the field is edited. The submit button is
 * disabled while the form is invalid, but only after hydration: before it, the form posts to the
 * action, which validates with the same schema and answers with the errors beside the fields.
 */
export function useContractForm<Schema extends z.ZodType>({
  schema,
  defaultValue,
  result,
  onInvalidSubmit,
  onValidSubmit,
}: {
  schema: Schema;
  /** Every field's starting text: the blank form the schema judges before anything is typed. */
  defaultValue: Record<string, string>;
  /** The action's answer; keep its identity stable (straight from `actionData`). */
  result: FormResult | undefined;
  onInvalidSubmit?: () => void;
  /** Sends a valid form itself (call `event.preventDefault()`) instead of posting it. */
  onValidSubmit?: (event: React.FormEvent<HTMLFormElement>, value: z.output<Schema>) => void;
}) {
  const hydrated = useHydrated();
  // Set by Conform's onSubmit, which it calls (synchronously) only for a valid form.
  let valid = false;
  const [form, fields] = useForm<Record<string, string>, z.output<Schema>>({
    lastResult: result,
    defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, schema),
    onSubmit: (event, { submission }) => {
      if (submission?.status !== 'success') return;
      valid = true;
      onValidSubmit?.(event, submission.value);
    },
  });
  // What the form holds now: every field once typed in (an unticked box is missing, as posted).
  const values: Record<string, unknown> = form.value ?? defaultValue;
  const text = (name: string) => (typeof values[name] === 'string' ? values[name] : '');
  const complete = schema.safeParse(values).success;

  return {
    /** Props for the `<Form>`. */
    props: {
      id: form.id,
      noValidate: true,
      onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
        valid = false;
        form.onSubmit(event);
        if (!valid) onInvalidSubmit?.();
      },
    },
    submitDisabled: hydrated && !complete,
    /** Fills the form anew, its errors hidden until a field is left again. */
    refill: (value: Record<string, string>) => form.update({ value, validated: false }),
    /** The text a field holds now. */
    text,
    /** The first error of a field, as the schema (or the server) wrote it. */
    errorOf: (name: string) => fields[name]?.errors?.[0],
    /** Props for a text input named `name`. */
    input: (name: string) => ({
      name,
      form: form.id,
      defaultValue: String(fields[name]?.initialValue ?? ''),
    }),
  };
}
