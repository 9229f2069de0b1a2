import { z } from 'zod';

/** The largest value of an `integer` column: a bigger id is refused here, never sent to SQL. */
export const ID_MAX = 2_147_483_647;

/** A row id in a JSON body. */
export const Id = z.number().int().positive().max(ID_MAX);
/** A row id in a path or query string (text until coerced). */
export const IdParam = z.coerce.number().int().positive().max(ID_MAX);

export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters.';

// PostgreSQL cannot store NUL in text, and no field of the store needs other control characters.
/* eslint-disable no-control-regex */
const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f]*$/;
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;
/* eslint-enable no-control-regex */

/**
 * Text a request carries: control characters are refused, tab and line breaks only in
 * `multiline` text (notes, messages, rich text); `error` replaces the message for a non-string.
 * Chain `.trim()`, `.max()` as usual.
 */
export const requestText = ({
  multiline = false,
  error,
}: { multiline?: boolean; error?: string } = {}) =>
  z.string({ error }).regex(multiline ? MULTI_LINE : SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE);

/** True when a string anywhere in `value` (keys too) has a character multi-line text refuses. */
export function hasControlCharacters(value: unknown): boolean {
  if (typeof value === 'string') return !MULTI_LINE.test(value);
  if (Array.isArray(value)) return value.some(hasControlCharacters);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => !MULTI_LINE.test(k) || hasControlCharacters(v));
  }
  return false;
}
