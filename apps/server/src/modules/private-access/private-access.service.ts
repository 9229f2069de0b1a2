import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { hashSecret } from '../identity/secret-token.ts';
import type { StorefrontRow } from '../storefronts/storefronts.queries.ts';
import { findEntryGiftCard } from './private-access.queries.ts';

/** How a code opened the store; a gift card also tells its balance (cents). */
export type AccessGrant = {
  access: 'gift_card' | 'promo_code' | 'password';
  balance: number | null;
};

/** The ways in this private store accepts a code through, cheapest check first. */
export async function checkAccessCode(
  db: Database,
  store: StorefrontRow,
  code: string,
): Promise<AccessGrant | undefined> {
  if (!store.privateStore) return undefined;
  const entered = code.trim();
  if (!entered) return undefined;
  if (store.privatePromoCode && entered.toLowerCase() === store.privatePromoCode.toLowerCase())
    return { access: 'promo_code', balance: null };
  if (store.privateGiftCardAccess) {
    const card = await findEntryGiftCard(db, store.id, entered);
    if (card) return { access: 'gift_card', balance: card.balance };
  }
  if (store.privatePasswordHash && (await verifyPassword(entered, store.privatePasswordHash)))
    return { access: 'password', balance: null };
  return undefined;
}

/** The refusal in the words of the store's way in: a password-only store asks for a password. */
export function invalidCodeError(store: StorefrontRow): AppError {
  if (!store.privateStore) return notFound('This store is not private.');
  const giftCard = store.privateGiftCardAccess;
  const promo = !!store.privatePromoCode;
  const password = !!store.privatePasswordHash;
  let message = 'Not a valid gift card';
  if (password && !giftCard && !promo) message = 'Invalid password';
  else if (promo && !giftCard && !password) message = 'Not a valid promo code';
  return new AppError('invalid_data', message, { code: [message] });
}

const VERDICT_TTL_MS = 30_000;
const MAX_VERDICTS = 10_000;

/**
 * Every API call of a private store carries its code, and a password check costs a scrypt: the
 * verdict is kept briefly per store and code hash, so a changed password or a spent card takes
 * effect within half a minute.
 */
export class AccessVerdicts {
  private readonly verdicts = new Map<string, { open: boolean; until: number }>();

  async opens(db: Database, store: StorefrontRow, code: string): Promise<boolean> {
    const key = `${store.id}:${hashSecret(code)}`;
    const now = Date.now();
    const known = this.verdicts.get(key);
    if (known && known.until > now) return known.open;
    const open = (await checkAccessCode(db, store, code)) !== undefined;
    this.remember(key, open, now);
    return open;
  }

  private remember(key: string, open: boolean, now: number) {
    this.verdicts.delete(key);
    if (this.verdicts.size >= MAX_VERDICTS)
      this.verdicts.delete(this.verdicts.keys().next().value!);
    this.verdicts.set(key, { open, until: now + VERDICT_TTL_MS });
  }
}
