import {
  ADD_TO_CART_MESSAGES as M,
  CART_LINE_QUANTITY_MAX,
  formatMoney,
  GIFT_CARD_AMOUNT_MIN_CENTS,
  GIFT_NOTE_MAX,
  groupParcels,
  KIT_MESSAGES,
  kitMaxQuantity,
  type KitChoice,
  type KitRules,
  type AddCartLineBody,
  type Cart,
  type CartItem,
  type GiftingTokens,
} from '@storefront/contracts';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import type { InputFieldValue } from '../../db/schema/index.ts';
import { AppError, invalidData, notFound } from '../../lib/errors.ts';
import { type CartVariant, getVariantsForCart, PRODUCT_NOT_FOUND } from '../catalog/index.ts';
import {
  type CartGiftingLink,
  getCartGiftingLink,
  isGiftingLinkOpen,
  recordGiftChosen,
  openGiftingLink,
} from '../gifting/index.ts';
import {
  addToLineQuantity,
  assignCart,
  deleteCart,
  deleteLine,
  deleteLines,
  findCartBadge,
  findGuestCart,
  findLineQuantities,
  findLines,
  findUserCart,
  insertCart,
  insertLine,
  lockCartForOrder,
  moveLines,
  setGiftingLink,
  setLineQuantity,
  type CartLineRow,
  type CartRow,
} from './cart.queries.ts';

/** Who is asking: the signed-in user's cart wins over the browser's guest cart. */
export type CartOwner = { storefrontId: number; userId: number | null; cartId: string | null };

/** A cart line priced from the catalogue now, with what checkout needs besides the §3 fields. */
export type PricedLine = CartItem & {
  sizeId: number | null;
  variantId: number | null;
  shippingRate: number;
};

/** `giftingLink` is set in gifting mode: the recipient's link and its kit's rules. */
export type PricedCart = Cart & { pricedLines: PricedLine[]; giftingLink: CartGiftingLink | null };

export const CART_LINE_NOT_FOUND = 'This item is no longer in your cart.';
export const CART_IN_CHECKOUT = 'This cart is already being ordered. Reload it to see its state.';
export const CART_CHANGED =
  'Your cart changed while the order was placed. Check it and order again.';

export async function findCart(db: Database, owner: CartOwner): Promise<CartRow | undefined> {
  if (owner.userId !== null) return findUserCart(db, owner.storefrontId, owner.userId);
  return owner.cartId ? findGuestCart(db, owner.storefrontId, owner.cartId) : undefined;
}

async function findOrCreateCart(db: Database, owner: CartOwner): Promise<CartRow> {
  return (await findCart(db, owner)) ?? insertCart(db, owner.storefrontId, owner.userId);
}

/**
 * What the shell shows of the owner's cart (decision 33): the badge's count (the cart's
 * `item_count`) and whether it is in gifting mode, from one query, without pricing the cart. A
 * cart whose gifting link is gone has left gifting mode (the link's row takes the mode with it).
 */
export async function readCartBadge(
  db: Database,
  owner: CartOwner,
): Promise<{ count: number; gifting: boolean }> {
  const by =
    owner.userId !== null
      ? { userId: owner.userId }
      : owner.cartId !== null
        ? { cartId: owner.cartId }
        : null;
  const row = by && (await findCartBadge(db, owner.storefrontId, by));
  return { count: row?.count ?? 0, gifting: (row?.giftingLinkId ?? null) !== null };
}

/** The cart priced and checked against the catalogue as it is now. */
export async function readCart(db: Database, owner: CartOwner): Promise<PricedCart> {
  const cart = await findCart(db, owner);
  return priceCart(db, owner.storefrontId, cart ?? null, cart ? await findLines(db, cart.id) : []);
}

const giftingLinkOf = async (db: Database, cart: CartRow | null | undefined) =>
  cart?.giftingLinkId ? getCartGiftingLink(db, cart.giftingLinkId) : null;

async function priceCart(
  db: Database,
  storefrontId: number,
  cart: CartRow | null,
  rows: CartLineRow[],
): Promise<PricedCart> {
  const variants = await getVariantsForCart(
    db,
    storefrontId,
    rows.flatMap((r) => (r.variantId ? [r.variantId] : [])),
  );
  const byId = new Map(variants.map((v) => [v.id, v]));
  const giftingLink = await giftingLinkOf(db, cart);
  const inCart = quantitiesBySize(rows);
  const lines = rows.map((row) => priceLine(row, byId.get(row.variantId ?? 0), inCart));
  const parcels = groupParcels(lines).map((parcel) => ({
    warehouse: parcel.lines[0]!.warehouse ?? null,
    shipping: parcel.lines[0]!.shippingRate,
    line_ids: parcel.lines.map((l) => l.id),
  }));
  return {
    id: cart?.id ?? null,
    lines: lines.map(toCartItem),
    pricedLines: lines,
    parcels,
    item_count: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotal: lines.reduce((sum, l) => sum + l.final_price, 0),
    blocked: lines.some((l) => l.inactive || l.out_of_stock),
    gifting: giftingLink?.gifting ?? null,
    giftingLink,
  };
}

function quantitiesBySize(rows: Pick<CartLineRow, 'sizeId' | 'quantity'>[]) {
  const totals = new Map<number, number>();
  for (const row of rows) {
    if (row.sizeId) totals.set(row.sizeId, (totals.get(row.sizeId) ?? 0) + row.quantity);
  }
  return totals;
}

function priceLine(
  row: CartLineRow,
  variant: CartVariant | undefined,
  inCart: Map<number, number>,
): PricedLine {
  const size = variant?.sizes.find((s) => s.id === row.sizeId);
  const isGiftCard = variant?.product.isGiftCard ?? false;
  const price = row.giftAmountCents ?? size?.price ?? 0;
  const stock = isGiftCard || !size ? null : size.quantity;
  const warehouse = variant?.warehouse;
  return {
    id: row.id,
    name: variant?.product.name ?? '',
    product_id: row.productId,
    slug: variant?.product.slug ?? '',
    quantity: row.quantity,
    size: row.giftAmountCents === null ? (size?.size ?? null) : null,
    product_size_id: row.sizeId,
    product_variant_id: row.variantId,
    product_color_id: row.variantId,
    color: variant?.color ?? null,
    product_thumbnail: variant?.product.thumbnailPath ?? null,
    image: variant?.image ?? null,
    price,
    final_price: price * row.quantity,
    weight: size?.weightGrams ?? 0,
    ...(warehouse && { warehouse: { id: warehouse.id, name: warehouse.name } }),
    input_fields: row.inputFields,
    email: row.recipientEmail,
    note: row.note,
    is_gift_card: isGiftCard,
    inactive: !variant?.active || (!size && row.giftAmountCents === null),
    stock,
    out_of_stock: stock !== null && (inCart.get(row.sizeId ?? 0) ?? 0) > stock,
    sizeId: row.sizeId,
    variantId: row.variantId,
    shippingRate: warehouse?.shippingRateCents ?? 0,
  };
}

function toCartItem(line: PricedLine): CartItem {
  const { sizeId: _s, variantId: _v, shippingRate: _r, ...item } = line;
  return item;
}

/**
 * Adds an item after every §5 rule; prices come from the catalogue, never from the client. A
 * custom gift-card amount is at most the store's `giftCardAmountMaxCents`.
 */
export async function addLine(
  db: Database,
  owner: CartOwner,
  body: AddCartLineBody,
  giftCardAmountMaxCents: number,
) {
  const fail = (field: string, message: string) => invalidData(message, { [field]: [message] });
  if (!body.product_variant_id) throw fail('product_variant_id', M.selectColor);
  const [variant] = await getVariantsForCart(db, owner.storefrontId, [body.product_variant_id]);
  if (!variant || variant.product.id !== body.product_id) {
    throw fail('product_variant_id', M.selectColor);
  }
  if (!variant.product.listed) throw notFound(PRODUCT_NOT_FOUND);
  if (!variant.product.libraryApproved) throw fail('product_id', M.libraryApproval);
  if (variant.product.needAttention !== 0) throw fail('product_id', M.notApproved);
  if (!variant.active) throw fail('product_variant_id', M.unavailable);

  const cart = await findOrCreateCart(db, owner);
  const rows = await findLines(db, cart.id);
  const giftingLink = await giftingLinkOf(db, cart);
  if (giftingLink) {
    if (variant.product.isGiftCard) throw fail('product_id', KIT_MESSAGES.giftCardsNotAllowed);
    checkKitQuantity(giftingLink.rules, rows, variant.product.id, body.quantity, fail);
  }
  const line = variant.product.isGiftCard
    ? giftCardLine(variant, body, giftCardAmountMaxCents, fail)
    : productLine(variant, body, quantitiesBySize(rows), fail);
  const inputFields = inputFieldValues(variant, body.input_fields);
  const same = rows.find(
    (r) =>
      r.variantId === variant.id &&
      r.sizeId === line.sizeId &&
      r.giftAmountCents === line.giftAmountCents &&
      r.recipientEmail === line.recipientEmail &&
      r.note === line.note &&
      JSON.stringify(r.inputFields) === JSON.stringify(inputFields),
  );
  if (same && same.quantity + body.quantity > CART_LINE_QUANTITY_MAX) {
    throw fail('quantity', M.quantityTooHigh);
  }
  if (same) await addToLineQuantity(db, same.id, body.quantity);
  else {
    await insertLine(db, {
      ...line,
      storefrontId: owner.storefrontId,
      cartId: cart.id,
      productId: variant.product.id,
      variantId: variant.id,
      quantity: body.quantity,
      inputFields,
    });
  }
  // The campaign funnel's "chosen" step: the recipient's first product in the gifting cart.
  if (giftingLink) await recordGiftChosen(db, giftingLink.linkId);
  return cart;
}

type Fail = (field: string, message: string) => Error;
const Email = z.email();

const choicesOf = (rows: CartLineRow[]): KitChoice[] =>
  rows.map((r) => ({ productId: r.productId, quantity: r.quantity }));

/** Gifting mode (§5 Kit): only kit products, at most the kit's max quantity of each. */
function checkKitQuantity(
  rules: KitRules,
  others: CartLineRow[],
  productId: number,
  quantity: number,
  fail: Fail,
) {
  if (!rules.products.some((p) => p.id === productId)) {
    throw fail('product_id', KIT_MESSAGES.notInKit);
  }
  if (quantity > kitMaxQuantity(rules, choicesOf(others), productId)) {
    throw fail('quantity', KIT_MESSAGES.maxQuantity);
  }
}

function giftCardLine(variant: CartVariant, body: AddCartLineBody, maxCents: number, fail: Fail) {
  let sizeId: number | null = null;
  if (body.amount_cents !== null && body.amount_cents !== undefined) {
    if (body.amount_cents < GIFT_CARD_AMOUNT_MIN_CENTS) throw fail('amount_cents', M.invalidAmount);
    if (body.amount_cents > maxCents) {
      throw fail('amount_cents', M.amountTooHigh(formatMoney(maxCents)));
    }
  } else {
    if (!body.product_size_id) throw fail('product_size_id', M.selectAmount);
    if (!variant.sizes.some((s) => s.id === body.product_size_id)) {
      throw fail('product_size_id', M.sizeUnavailable);
    }
    sizeId = body.product_size_id;
  }
  const email = body.email?.trim() ?? '';
  if (!Email.safeParse(email).success) throw fail('email', M.invalidEmail);
  const note = body.note?.trim() ?? '';
  if (note.length > GIFT_NOTE_MAX) throw fail('note', M.noteTooLong);
  return {
    sizeId,
    giftAmountCents: sizeId === null ? body.amount_cents! : null,
    recipientEmail: email.toLowerCase(),
    note: note || null,
  };
}

function productLine(
  variant: CartVariant,
  body: AddCartLineBody,
  inCart: Map<number, number>,
  fail: Fail,
) {
  if (!body.product_size_id) throw fail('product_size_id', M.selectSize);
  const size = variant.sizes.find((s) => s.id === body.product_size_id);
  if (!size) throw fail('product_size_id', M.sizeUnavailable);
  // Two lines of one size count together against its stock.
  if ((inCart.get(size.id) ?? 0) + body.quantity > size.quantity) {
    throw fail('quantity', M.outOfStock);
  }
  return { sizeId: size.id, giftAmountCents: null, recipientEmail: null, note: null };
}

function inputFieldValues(
  variant: CartVariant,
  entries: AddCartLineBody['input_fields'],
): InputFieldValue[] {
  const values = new Map(entries.map((e) => [e.id, e.value.trim()]));
  const missing = variant.inputFields.filter((f) => f.isRequired && !values.get(f.id));
  if (missing.length) {
    throw invalidData(
      M.fillRequired,
      Object.fromEntries(missing.map((f) => [`input_fields.${f.id}`, [M.fieldRequired]])),
    );
  }
  return variant.inputFields.map((f) => ({
    id: f.id,
    label: f.label,
    is_required: f.isRequired,
    value: values.get(f.id) ?? '',
  }));
}

/** A new quantity for a line; more of a size than is in stock, or than a kit allows, is refused. */
export async function changeLineQuantity(
  db: Database,
  owner: CartOwner,
  lineId: number,
  quantity: number,
) {
  const cart = await findCart(db, owner);
  const rows = cart ? await findLines(db, cart.id) : [];
  const row = rows.find((r) => r.id === lineId);
  if (!cart || !row) throw notFound(CART_LINE_NOT_FOUND);
  const giftingLink = await giftingLinkOf(db, cart);
  if (giftingLink) {
    const others = rows.filter((r) => r.id !== lineId);
    checkKitQuantity(giftingLink.rules, others, row.productId, quantity, (field, message) =>
      invalidData(message, { [field]: [message] }),
    );
  }
  if (row.sizeId && row.giftAmountCents === null) {
    const [variant] = await getVariantsForCart(db, owner.storefrontId, [row.variantId ?? 0]);
    const size = variant?.sizes.find((s) => s.id === row.sizeId);
    const others = quantitiesBySize(rows.filter((r) => r.id !== lineId)).get(row.sizeId) ?? 0;
    if (size && !variant?.product.isGiftCard && others + quantity > size.quantity) {
      throw invalidData(M.outOfStock, { quantity: [M.outOfStock] });
    }
  }
  await setLineQuantity(db, cart.id, lineId, quantity);
}

export async function removeLine(db: Database, owner: CartOwner, lineId: number) {
  const cart = await findCart(db, owner);
  if (!cart || !(await deleteLine(db, cart.id, lineId))) throw notFound(CART_LINE_NOT_FOUND);
}

/**
 * One cart, one order (in the order's reservation transaction): the cart is locked to the order,
 * and its lines must still be the ones priced, so a second placement of the same cart (another
 * Idempotency-Key, a second tab) gets a 409 whether it comes during the first or after it.
 */
export async function lockCartForCheckout(
  tx: Transaction,
  cart: Pick<PricedCart, 'id' | 'pricedLines'>,
  orderId: number,
) {
  if (!cart.id || !(await lockCartForOrder(tx, cart.id, orderId))) {
    throw new AppError('conflict', CART_IN_CHECKOUT);
  }
  const now = await findLineQuantities(tx, cart.id);
  const priced = new Map(cart.pricedLines.map((l) => [l.id, l.quantity]));
  if (now.length !== priced.size || now.some((l) => priced.get(l.id) !== l.quantity)) {
    throw new AppError('conflict', CART_CHANGED);
  }
}

/** The order was paid: its cart emptied (and out of gifting mode), open for the next order. */
export { closeCheckoutCart } from './cart.queries.ts';
/** The order was not paid: its cart open again with its lines, to pay with another card. */
export { reopenCheckoutCart } from './cart.queries.ts';

/** Empties a cart (Discard); a redeemed gift leaves gifting mode with it. */
export async function emptyCart(db: Database, cartId: string) {
  await db.transaction(async (tx) => {
    await deleteLines(tx, cartId);
    await setGiftingLink(tx, cartId, null);
  });
}

/** A guest cart holding an open gifting link (private stores admit its recipient). */
export async function holdsOpenGift(db: Database, storefrontId: number, cartId: string) {
  const cart = await findGuestCart(db, storefrontId, cartId);
  return !!cart?.giftingLinkId && (await isGiftingLinkOpen(db, cart.giftingLinkId));
}

/** Discard (§4): the cart emptied and out of gifting mode. */
export async function clearCart(db: Database, owner: CartOwner) {
  const cart = await findCart(db, owner);
  if (cart) await emptyCart(db, cart.id);
}

/**
 * Gifting mode (§4): the cart holds the recipient's link. Another link, or none, empties the cart
 * first; the same link again keeps the lines (the recipient coming back to the kit).
 */
export async function enterGiftingMode(db: Database, owner: CartOwner, tokens: GiftingTokens) {
  const { link } = await openGiftingLink(db, owner.storefrontId, tokens);
  const cart = await findOrCreateCart(db, owner);
  if (cart.giftingLinkId === link.id) return cart;
  await db.transaction(async (tx) => {
    await deleteLines(tx, cart.id);
    await setGiftingLink(tx, cart.id, link.id);
  });
  return cart;
}

/**
 * On sign-in: the browser's guest cart joins the user's cart (or becomes it); a guest cart in
 * gifting mode replaces the user's lines, as entering gifting mode would. Call it wherever a
 * session is created; a missing or foreign cart id does nothing.
 */
export async function mergeGuestCart(
  db: Database,
  storefrontId: number,
  cartId: string | null | undefined,
  userId: number,
) {
  if (!cartId || !z.uuid().safeParse(cartId).success) return;
  const guest = await findGuestCart(db, storefrontId, cartId);
  if (!guest) return;
  const own = await findUserCart(db, storefrontId, userId);
  await db.transaction(async (tx) => {
    if (!own) return assignCart(tx, guest.id, userId);
    // A gift recipient's selection stays as it is: the user's cart enters gifting mode with it.
    if (guest.giftingLinkId) {
      await deleteLines(tx, own.id);
      await setGiftingLink(tx, own.id, guest.giftingLinkId);
    }
    await moveLines(tx, guest.id, own.id);
    await deleteCart(tx, guest.id);
  });
}

/** §7 check product variants: which of these variants can no longer be bought. */
export async function findInactiveVariants(
  db: Database,
  storefrontId: number,
  variantIds: number[],
): Promise<number[]> {
  const variants = await getVariantsForCart(db, storefrontId, variantIds);
  const active = new Set(variants.filter((v) => v.active).map((v) => v.id));
  return [...new Set(variantIds)].filter((id) => !active.has(id));
}
