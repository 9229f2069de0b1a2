export type ContactValues = {
  first_name: string;
  last_name: string;
  email: string;
  order_uuid: string;
  message: string;
};

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

/** A field's error as the contract wrote it, as the i18n key that translates it. */
export function contactErrorKey(message: string): string {
  return MESSAGE_KEYS[message] ?? 'CONTACT.errors.invalid';
}

/** A form posted before the page's JavaScript ran: its fields are checked, nothing is sent. */
export const NEEDS_JAVASCRIPT = 'CONTACT.needsJavaScript';
