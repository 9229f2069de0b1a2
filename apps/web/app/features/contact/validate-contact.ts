import { ContactFields } from '@storefront/contracts';

export type ContactValues = {
  first_name: string;
  last_name: string;
  email: string;
  order_uuid: string;
  message: string;
};
export type ContactField = keyof ContactValues;

export const EMPTY_CONTACT: ContactValues = {
  first_name: '',
  last_name: '',
  email: '',
  order_uuid: '',
  message: '',
};

/** The contract's English messages and the keys that translate them. */
const MESSAGE_KEYS: Record<string, string> = {
  'First name is required': 'CONTACT.errors.firstNameRequired',
  'Last name is required': 'CONTACT.errors.lastNameRequired',
  'Email is required': 'CONTACT.errors.emailRequired',
  'Enter a valid email address': 'CONTACT.errors.emailInvalid',
  'Message is required': 'CONTACT.errors.messageRequired',
};

/** The §5 rules of the form, by field, as i18n keys (the first problem of each field). */
export function validateContact(values: ContactValues): Partial<Record<ContactField, string>> {
  const parsed = ContactFields.safeParse(values);
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= MESSAGE_KEYS[issue.message] ?? 'CONTACT.errors.invalid';
  }
  return errors;
}
