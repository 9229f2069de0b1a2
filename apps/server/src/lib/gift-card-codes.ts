import { createHash, randomBytes } from 'node:crypto';

// Gift card codes (decision 0023): only a digest of the normalised code and its last four
// characters are stored, so a copy of the database hands out no card.

/** No look-alikes (0/O, 1/I): 32 letters and digits, so a random byte % 32 is unbiased. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 16;

/** A code as typed, upper case without dashes, spaces or other separators. */
export function normaliseGiftCardCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/**
 * The stored digest of a code: hex SHA-256 of its normal form. A fast digest is safe because new
 * codes carry 80 random bits; PostgreSQL computes the same value as
 * `encode(sha256(convert_to(regexp_replace(upper(code), '[^A-Z0-9]', '', 'g'), 'UTF8')), 'hex')`.
 */
export function giftCardCodeDigest(code: string): string {
  return createHash('sha256').update(normaliseGiftCardCode(code), 'utf8').digest('hex');
}

/** The last four characters of the normal form, all the console and the shopper ever see. */
export function giftCardCodeLast4(code: string): string {
  return normaliseGiftCardCode(code).slice(-4);
}

/** What a card shows for its code: `•••• ABCD`. */
export function maskedGiftCardCode(last4: string): string {
  return `•••• ${last4}`;
}

/** A new code, XXXX-XXXX-XXXX-XXXX from the unambiguous alphabet (80 random bits). */
export function newGiftCardCode(): string {
  const chars = [...randomBytes(LENGTH)].map((b) => ALPHABET[b % ALPHABET.length]!);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/** The columns a card's code is stored as. */
export function storedCode(code: string) {
  return { codeDigest: giftCardCodeDigest(code), codeLast4: giftCardCodeLast4(code) };
}
