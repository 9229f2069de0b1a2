import { PASSWORD_RULES, PASSWORDS_DONT_MATCH } from '@storefront/contracts';

/** Errors of a form by field; each is an i18n key or, from the server, a ready message. */
export type FieldErrors = Record<string, string>;

/** The contracts' English messages and the keys that translate them. */
const MESSAGE_KEYS: Record<string, string> = {
  'Email is required': 'AUTH.errors.emailRequired',
  'Enter a valid email address': 'AUTH.errors.emailInvalid',
  'Password is required': 'AUTH.errors.passwordRequired',
  'Confirm your password': 'AUTH.errors.confirmationRequired',
  'First name is required': 'AUTH.errors.firstNameRequired',
  'Last name is required': 'AUTH.errors.lastNameRequired',
  'Username is required': 'AUTH.errors.usernameRequired',
  'Code is required': 'PRIVATE.codeRequired',
  [PASSWORDS_DONT_MATCH]: 'AUTH.passwordsDontMatch',
  ...Object.fromEntries(PASSWORD_RULES.map((rule) => [rule.text, `AUTH.rules.${rule.key}`])),
};

type Issue = { path: readonly PropertyKey[]; message: string };

/** The first problem of each field of a failed zod parse, as i18n keys where there is one. */
export function fieldErrorsOf(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= MESSAGE_KEYS[issue.message] ?? issue.message;
  }
  return errors;
}

/** The API's `errors` map ({ email: ['…'] }) with one message per field. */
export function firstServerErrors(errors: Record<string, string[]> | undefined): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors ?? {}).flatMap(([field, messages]) =>
      messages[0] ? [[field, messages[0]]] : [],
    ),
  );
}

const I18N_KEY = /^[A-Z_]+\.[\w.]+$/;

/** Shows an error: translated when it is a key, as sent when the server wrote it. */
export function errorText(
  t: (key: string, options?: Record<string, unknown>) => string,
  error: string | undefined,
  options?: Record<string, unknown>,
): string | undefined {
  if (!error) return undefined;
  return I18N_KEY.test(error) ? t(error, options) : error;
}
