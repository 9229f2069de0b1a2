import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { hashSecret, newSecretToken } from '../identity/index.ts';
import type { StorefrontRow } from '../storefronts/index.ts';
import { findEntryGiftCard, findEntryGiftCardBalance } from '../gift-cards/index.ts';
import { promoCodeOpenNow } from '../promo-codes/index.ts';
import { findLiveGrant, insertGrant } from './private-access.queries.ts';

/** How a code opened the store; a gift card also tells its balance (cents). */
export type AccessGrant = {
  access: 'gift_card' | 'promo_code' | 'password';
  balance: number | null;
};

/** A code's way in, with the gift card it named, if any. */
type WayIn = AccessGrant & { giftCardId: number | null };

const GRANT_DAYS = 30;
/** The httpOnly cookie holding a browser's grant token (never the code itself). */

/**
 * Checked instead of a missing store password, so every code costs one scrypt; of a random
 * password nobody kept, and never taken as a match anyway.
 */
const NO_PASSWORD_HASH =
  'scrypt$16384$8$1$bSfR88vqlluCc50QQhQF6A$jx9FMXV3JTKHN8NL8ijK1vMHLJubNJIY3WiYfdbqKrUPx5y4nJ9HizRHyZ9NWzqe_tcjmNFoFki1jkSDvbbpmQ';

/** Equal texts, compared in constant time (both are hashed to the same length first). */
function sameText(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * The way into this private store a code opens. Every check the store could need runs, whichever
 * matched (the gift card lookup, the promo code compare, a scrypt), so the answer's time tells
 * nothing about the code.
 */
export async function checkAccessCode(
  db: Database,
  store: StorefrontRow,
  code: string,
): Promise<WayIn | undefined> {
  if (!store.privateStore) return undefined;
  const entered = code.trim();
  if (!entered) return undefined;
  const [card, password, promoOpen] = await Promise.all([
    findEntryGiftCard(db, store.id, entered),
    verifyPassword(entered, store.privatePasswordHash ?? NO_PASSWORD_HASH),
    // The store's promo code of that text, if it has one, must be on and within its days.
    promoCodeOpenNow(db, store.id, store.privatePromoCode ?? ''),
  ]);
  const promo = sameText(entered.toLowerCase(), (store.privatePromoCode ?? '').toLowerCase());
  if (store.privatePromoCode && promo && promoOpen !== false)
    return { access: 'promo_code', balance: null, giftCardId: null };
  if (store.privateGiftCardAccess && card)
    return { access: 'gift_card', balance: card.balance, giftCardId: card.id };
  if (store.privatePasswordHash && password)
    return { access: 'password', balance: null, giftCardId: null };
  return undefined;
}

/** What a password or promo code grant depends on: changing it ends the grant. */
function secretStampOf(store: StorefrontRow, access: WayIn['access']): string | null {
  if (access === 'password') return hashSecret(store.privatePasswordHash ?? '');
  if (access === 'promo_code') return hashSecret((store.privatePromoCode ?? '').toLowerCase());
  return null;
}

/** Lets the visitor in for 30 days: the token goes to them, only its hash is kept. */
export async function grantAccess(db: Database, store: StorefrontRow, way: WayIn) {
  const { token, hash } = newSecretToken();
  const expiresAt = new Date(Date.now() + GRANT_DAYS * 24 * 60 * 60 * 1000);
  await insertGrant(db, {
    storefrontId: store.id,
    tokenHash: hash,
    access: way.access,
    giftCardId: way.giftCardId,
    secretStamp: secretStampOf(store, way.access),
    expiresAt,
  });
  return { token, expiresAt };
}

/** The access a grant token still gives in this store, while its way in stays open. */
export async function findGrant(
  db: Database,
  store: StorefrontRow,
  token: string,
): Promise<AccessGrant | undefined> {
  if (!store.privateStore) return undefined;
  const grant = await findLiveGrant(db, store.id, hashSecret(token));
  if (!grant) return undefined;
  if (grant.access !== 'gift_card') {
    const open = grant.secretStamp === secretStampOf(store, grant.access);
    return open ? { access: grant.access, balance: null } : undefined;
  }
  // A gift card grant holds while its card still opens the store.
  const balance =
    grant.giftCardId === null ? undefined : await findEntryGiftCardBalance(db, grant.giftCardId);
  return store.privateGiftCardAccess && balance !== undefined
    ? { access: grant.access, balance }
    : undefined;
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
 * API clients send their code on every call, and a check costs a scrypt: the verdict is kept
 * briefly per store and code hash, so a changed password or a spent card takes effect within
 * half a minute.
 */
export class AccessVerdicts {
  private readonly verdicts = new Map<string, { open: boolean; until: number }>();

  /** True, or undefined when the code opens nothing (as CodeAttempts counts it). */
  async opens(db: Database, store: StorefrontRow, code: string): Promise<true | undefined> {
    const key = `${store.id}:${hashSecret(code)}`;
    const now = Date.now();
    const known = this.verdicts.get(key);
    if (known && known.until > now) return known.open || undefined;
    const open = (await checkAccessCode(db, store, code)) !== undefined;
    this.remember(key, open, now);
    return open || undefined;
  }

  private remember(key: string, open: boolean, now: number) {
    this.verdicts.delete(key);
    if (this.verdicts.size >= MAX_VERDICTS)
      this.verdicts.delete(this.verdicts.keys().next().value!);
    this.verdicts.set(key, { open, until: now + VERDICT_TTL_MS });
  }
}
