import { z } from 'zod';
import { IMAGE_MAX_BYTES } from './constants.ts';
import { requestText } from './request.ts';

/** The bot-check action of the contact form (§7, §9). */
export const CONTACT_BOT_CHECK_ACTION = 'contact_submit';

/** The image a contact submission may carry (§5, §9): one picture of a type the server can clean. */
export const CONTACT_IMAGE = {
  maxBytes: IMAGE_MAX_BYTES,
  maxFiles: 1,
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  /** How the upload messages name the allowed types. */
  typeNames: 'JPEG, PNG, WebP, GIF',
} as const;

/** The upload messages of §5; `{0}` is the limit. */
export const UPLOAD_MESSAGES = {
  size: 'Invalid file size, maximum upload size is {0}.',
  type: 'Invalid file type, allowed file types: {0}.',
  count: 'Maximum number of files exceeded, limit is {0} at most.',
} as const;
export type UploadProblem = keyof typeof UPLOAD_MESSAGES;

export const CONTACT_MESSAGES = {
  sent: 'Contact submission successful!',
  botCheckMissing: 'Please complete the bot check before sending.',
  botCheckFailed: 'The bot check failed. Please try again.',
} as const;

/** 10485760 → '10 MB' (binary units, as the limit is written in §9). */
export function formatFileSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}

/** The value that fills `{0}` in the message of an upload problem. */
export function uploadLimitOf(problem: UploadProblem): string {
  if (problem === 'size') return formatFileSize(CONTACT_IMAGE.maxBytes);
  if (problem === 'type') return CONTACT_IMAGE.typeNames;
  return String(CONTACT_IMAGE.maxFiles);
}

/** The English text of an upload problem with its limit filled in (the server's answer). */
export function uploadMessage(problem: UploadProblem): string {
  return UPLOAD_MESSAGES[problem].replace('{0}', uploadLimitOf(problem));
}

/**
 * The page's check of the chosen files before anything is sent: count, declared type, size.
 * The server checks again, and reads the real type from the bytes.
 */
export function checkContactImages(files: { size: number; type: string }[]): UploadProblem | null {
  if (files.length > CONTACT_IMAGE.maxFiles) return 'count';
  const [file] = files;
  if (!file) return null;
  if (!(CONTACT_IMAGE.types as readonly string[]).includes(file.type)) return 'type';
  if (file.size > CONTACT_IMAGE.maxBytes) return 'size';
  return null;
}

/** A text field that must be filled; a missing one gets the same message as an empty one. */
const required = (message: string, max: number, multiline = false) =>
  requestText({ multiline, error: message }).trim().min(1, message).max(max);

/** The text fields of the contact form (§3, §5), checked by the page and again by the server. */
export const ContactFields = z.object({
  first_name: required('First name is required', 100),
  last_name: required('Last name is required', 100),
  email: required('Email is required', 254).email('Enter a valid email address'),
  message: required('Message is required', 5000, true),
  /** Optional: an empty field is no order. */
  order_uuid: requestText()
    .trim()
    .max(64, 'Order ID is too long')
    .optional()
    .transform((v) => v || undefined),
});
export type ContactFields = z.input<typeof ContactFields>;

/** The multipart text fields the API reads: the form's fields and the bot-check token. */
export const ContactBody = ContactFields.extend({
  recaptcha: required(CONTACT_MESSAGES.botCheckMissing, 10_000),
});
export type ContactBody = z.output<typeof ContactBody>;

export const ContactResponse = z.object({ message: z.string() });

/**
 * What the page needs to pass the bot check: an ALTCHA proof-of-work challenge (the default,
 * no third party), or the store's reCAPTCHA v3 site key (never its secret).
 */
export const BotCheckChallenge = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('altcha'),
    algorithm: z.literal('SHA-256'),
    challenge: z.string(),
    salt: z.string(),
    maxnumber: z.number().int().positive(),
    signature: z.string(),
  }),
  z.object({ provider: z.literal('recaptcha'), site_key: z.string() }),
]);
export type BotCheckChallenge = z.infer<typeof BotCheckChallenge>;
export const BotCheckChallengeResponse = z.object({ data: BotCheckChallenge });

/** An ALTCHA solution as the page sends it, base64 JSON in the `recaptcha` field. */
export const AltchaSolution = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().nonnegative(),
  salt: z.string().max(200),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type AltchaSolution = z.infer<typeof AltchaSolution>;

export type AltchaChallenge = Extract<BotCheckChallenge, { provider: 'altcha' }>;
