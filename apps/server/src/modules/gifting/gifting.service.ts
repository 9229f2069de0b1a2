import { randomBytes } from 'node:crypto';
import {
  CAMPAIGN_MESSAGES,
  KIT_MESSAGES,
  type CartGifting,
  type GiftingTokens,
  type Kit,
  type KitRules,
  type KitChange,
  type NewKitBody,
} from '@storefront/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { getProductCards } from '../catalog/index.ts';
import {
  countLinksOfKit,
  findKitById,
  findKitByToken,
  findKitProducts,
  findKitsOfStore,
  findLinkById,
  findLinkByUserToken,
  findLinkIdsOfKit,
  insertKit,
  insertLinks,
  lockKit,
  updateKit,
  type GiftingLinkRow,
  type KitRow,
} from './gifting.queries.ts';
import { recordLinkStep } from './campaigns.service.ts';

export type { GiftingLinkRow, KitRow };

/** A cart's gifting link: what the cart shows and what its selection is checked against. */
export type CartGiftingLink = {
  linkId: number;
  kitId: number;
  gifting: CartGifting;
  rules: KitRules;
  /** Neither redeemed nor expired. */
  open: boolean;
};

const isExpired = (link: GiftingLinkRow, now: Date) =>
  link.expiresAt !== null && link.expiresAt <= now;
const isOpen = (link: GiftingLinkRow, now = new Date()) =>
  link.redeemedAt === null && link.revokedAt === null && !isExpired(link, now);

/**
 * A recipient's link by its two tokens: 404 with the §8 kit text when the kit or link is unknown,
 * expired or of another kit, and with the redeemed text when the gift was ordered already.
 */
export async function openGiftingLink(
  db: Database,
  storefrontId: number,
  tokens: GiftingTokens,
): Promise<{ kit: KitRow; link: GiftingLinkRow }> {
  const kit = await findKitByToken(db, storefrontId, tokens.token);
  const link = await findLinkByUserToken(db, storefrontId, tokens.user_token);
  if (!kit || !link || link.kitId !== kit.id) throw notFound(KIT_MESSAGES.loadFailed);
  if (link.redeemedAt) throw notFound(KIT_MESSAGES.redeemed);
  if (link.revokedAt) throw notFound(CAMPAIGN_MESSAGES.revoked);
  if (isExpired(link, new Date())) throw notFound(CAMPAIGN_MESSAGES.expired);
  return { kit, link };
}

/** §7 product-kits/token: the kit with its products; a given `user_token` must be open. */
export async function getKit(
  db: Database,
  storefrontId: number,
  token: string,
  userToken: string | undefined,
): Promise<Kit> {
  const opened = userToken
    ? await openGiftingLink(db, storefrontId, { token, user_token: userToken })
    : null;
  const kit = opened ? opened.kit : await findKitByToken(db, storefrontId, token);
  if (!kit) throw notFound(KIT_MESSAGES.loadFailed);
  if (opened) await recordLinkStep(db, opened.link.id, 'linkOpenedAt');
  const rules = await findKitProducts(db, kit.id);
  const cards = await getProductCards(
    db,
    storefrontId,
    rules.map((r) => r.productId),
  );
  return {
    name: kit.name,
    amount: kit.amount,
    hide_prices: kit.hidePrices,
    banner: kit.bannerPath ? { full_path: kit.bannerPath } : null,
    products: cards.map((card) => {
      const rule = rules.find((r) => r.productId === card.id)!;
      return { ...card, product_kit_product: { required: rule.required, quantity: rule.quantity } };
    }),
  };
}

/** The gifting link a cart holds, with its kit's rules; null when the link is gone. */
export async function getCartGiftingLink(
  db: Database,
  linkId: number,
): Promise<CartGiftingLink | null> {
  const link = await findLinkById(db, linkId);
  const kit = link && (await findKitById(db, link.kitId));
  if (!link || !kit) return null;
  const products = await findKitProducts(db, kit.id);
  return {
    linkId: link.id,
    kitId: kit.id,
    gifting: {
      token: kit.token,
      user_token: link.userToken,
      hide_prices: kit.hidePrices,
      amount: kit.amount,
      recipient_name: link.recipientName,
      recipient_email: link.recipientEmail,
    },
    rules: {
      amount: kit.amount,
      products: products.map((p) => ({
        id: p.productId,
        required: p.required,
        quantity: p.quantity,
      })),
    },
    open: isOpen(link),
  };
}

/** True when the link exists and is neither redeemed nor expired. */
export async function isGiftingLinkOpen(db: Database, linkId: number): Promise<boolean> {
  const link = await findLinkById(db, linkId);
  return !!link && isOpen(link);
}

/** What an order's confirmation needs of the kit it came from. */
export async function giftingOfOrder(
  db: Database,
  linkId: number | null,
): Promise<{ hide_prices: boolean } | null> {
  const link = linkId === null ? undefined : await findLinkById(db, linkId);
  const kit = link && (await findKitById(db, link.kitId));
  return kit ? { hide_prices: kit.hidePrices } : null;
}

/** Inside the order's transaction: the link can be redeemed once, whoever asks first wins. */
export { redeemGiftingLink } from './gifting.queries.ts';

/**
 * Inside the order's transaction: the kit locked until it ends (one order of a kit at a time),
 * its budget and the links whose orders spend it.
 */
export async function lockKitBudget(tx: Transaction, kitId: number) {
  const kit = await lockKit(tx, kitId);
  return { budgetCents: kit?.budgetCents ?? null, linkIds: await findLinkIdsOfKit(tx, kitId) };
}

/** The store's kits with their links counted, for the owner. */
export async function listKitsWithLinks(db: Database, storefrontId: number) {
  const now = new Date();
  const rows = await findKitsOfStore(db, storefrontId);
  return Promise.all(
    rows.map(async (kit) => ({
      kit,
      linkIds: await findLinkIdsOfKit(db, kit.id),
      links: await countLinksOfKit(db, kit.id, now),
    })),
  );
}

export type Recipient = { name: string; email: string };

/** One new link per recipient, each with a random `user_token`, all or none. */
export async function createGiftingLinks(
  db: Database,
  storefrontId: number,
  kitToken: string,
  recipients: Recipient[],
  expiresAt: Date | null,
): Promise<{ kit: KitRow; links: GiftingLinkRow[] }> {
  const kit = await findKitByToken(db, storefrontId, kitToken);
  if (!kit) throw notFound(`No kit with the token "${kitToken}" in this store.`);
  const links = await db.transaction((tx) =>
    insertLinks(
      tx,
      recipients.map((r) => ({
        storefrontId,
        kitId: kit.id,
        userToken: randomBytes(16).toString('base64url'),
        recipientName: r.name,
        recipientEmail: r.email.toLowerCase(),
        expiresAt,
        sentAt: new Date(),
      })),
    ),
  );
  return { kit, links };
}

/** The owner's new kit, of products the store sells; answers its token for the links. */
export async function createKit(db: Database, storefrontId: number, body: NewKitBody) {
  const ids = body.products.map((p) => p.product_id);
  const forSale = await getProductCards(db, storefrontId, ids);
  if (forSale.length !== ids.length)
    throw new AppError('invalid_data', 'Every kit product must be a product this store sells.');
  const kit = await insertKit(
    db,
    {
      storefrontId,
      name: body.name,
      token: randomBytes(12).toString('base64url'),
      amount: body.amount,
      hidePrices: body.hide_prices,
      budgetCents: body.budget_cents,
    },
    body.products.map((p) => ({
      storefrontId,
      productId: p.product_id,
      required: p.required,
      quantity: p.quantity,
    })),
  );
  return kitSettings(kit);
}

/** The owner's change to a kit's amount, price display or budget. */
export async function changeKit(
  db: Database,
  storefrontId: number,
  token: string,
  change: KitChange,
) {
  const kit = await findKitByToken(db, storefrontId, token);
  if (!kit) throw notFound(KIT_MESSAGES.loadFailed);
  const changed = await updateKit(db, kit.id, {
    amount: change.amount,
    hidePrices: change.hide_prices,
    budgetCents: change.budget_cents,
  });
  return kitSettings(changed);
}

const kitSettings = (kit: KitRow) => ({
  token: kit.token,
  amount: kit.amount,
  hide_prices: kit.hidePrices,
  budget_cents: kit.budgetCents,
});
