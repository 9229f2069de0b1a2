import { PASSWORD_RULES, PASSWORDS_DONT_MATCH } from '@storefront/contracts';

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

const I18N_KEY = /^[A-Z_]+\.[\w.]+$/;

/**
 * Shows a field's error: a contract's message or an i18n key translated, the server's own
 * message as sent.
 */
export function errorText(
  t: (key: string, options?: Record<string, unknown>) => string,
  error: string | undefined,
  options?: Record<string, unknown>,
): string | undefined {
  if (!error) return undefined;
  const key = MESSAGE_KEYS[error] ?? error;
  return I18N_KEY.test(key) ? t(key, options) : key;
}
