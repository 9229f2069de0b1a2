import { useCallback, useMemo, useState } from 'react';
import { checkForm, type FieldErrors, type ProductForm } from './product-form.ts';

/** Changes the form by editing a copy of it. */
export type SetForm = (change: (draft: ProductForm) => void) => void;

export type ProductFormState = {
  form: ProductForm;
  set: SetForm;
  /** Problems by the schema's path, once a save was tried (or as the server answered). */
  errors: FieldErrors;
  dirty: boolean;
};

/**
 * The editor's state: the form, whether it differs from what was loaded, and the problems to
 * show. The schema's own problems appear after the first save attempt and follow each change;
 * the server's stay until the next save.
 */
export function useProductForm(initial: ProductForm, serverErrors: FieldErrors) {
  const [form, setForm] = useState(initial);
  const [tried, setTried] = useState(false);
  const set: SetForm = useCallback(
    (change) =>
      setForm((current) => {
        const draft = structuredClone(current);
        change(draft);
        return draft;
      }),
    [],
  );
  const checked = useMemo(() => checkForm(form), [form]);
  const dirty = useMemo(() => JSON.stringify(form) !== JSON.stringify(initial), [form, initial]);
  const errors = { ...serverErrors, ...(tried ? checked.errors : {}) };
  return {
    state: { form, set, errors, dirty } satisfies ProductFormState,
    /** The product to send, or null (and its problems shown) when the schema refuses it. */
    attempt: () => {
      setTried(true);
      return checked.product;
    },
    reset: () => {
      setForm(initial);
      setTried(false);
    },
  };
}
