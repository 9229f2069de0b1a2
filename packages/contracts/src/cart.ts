import { z } from 'zod';
import { CART_LINE_QUANTITY_MAX, GIFT_CARD_AMOUNT_MAX_CENTS, GIFT_NOTE_MAX } from './constants.ts';
import { CartGifting } from './gifting.ts';
import { Id, IdParam, requestText } from './request.ts';

/** The §5 messages the server answers when an item cannot go into the cart. */
export const ADD_TO_CART_MESSAGES = {
  libraryApproval: 'This product is not available due to library approval!',
  notApproved: 'This product is not approved for sale!',
  selectColor: 'Please select a color!',
  selectSize: 'Please select a size!',
  selectAmount: 'Please select amount',
  invalidAmount: 'Please enter a valid gift card amount!',
  /** `max` formatted as money. */
  amountTooHigh: (max: string) => `The gift card amount can be at most ${max}.`,
  quantityTooHigh: `At most ${CART_LINE_QUANTITY_MAX.toLocaleString('en-US')} of one item fit in the cart.`,
  sizeUnavailable: 'Selected size is not available',
  outOfStock: 'Out of Stock',
  invalidEmail: 'Please enter a valid email address!',
  noteTooLong: `The note may be at most ${GIFT_NOTE_MAX} characters.`,
  fieldRequired: 'This field is required.',
  fillRequired: 'Please fill in the required fields.',
  unavailable: 'This product is no longer available.',
} as const;

/** A custom input field's value as the shopper typed it. */
export const InputFieldEntry = z.object({
  id: Id,
  value: requestText({ multiline: true }).max(500),
});

/**
 * Add to cart (§5). The price is never taken from the client: any price field sent is ignored.
 * A gift card takes either a size (a fixed amount) or `amount_cents` (a custom amount, ≥ 100),
 * plus the recipient's `email` and an optional `note`.
 */
export const AddCartLineBody = z.object({
  product_id: Id,
  product_variant_id: Id.nullish(),
  product_size_id: Id.nullish(),
  quantity: z.number().int().min(1, 'Quantity must be at least 1.').max(CART_LINE_QUANTITY_MAX),
  /** At most the store's own `gift_card_amount_max_cents`, which the server checks. */
  amount_cents: z.number().int().max(GIFT_CARD_AMOUNT_MAX_CENTS).nullish(),
  email: requestText().trim().max(320).nullish(),
  note: requestText({ multiline: true }).max(1000).nullish(),
  input_fields: z.array(InputFieldEntry).max(50).default([]),
});
export type AddCartLineBody = z.infer<typeof AddCartLineBody>;

export const UpdateCartLineBody = z.object({
  quantity: z.number().int().min(1, 'Quantity must be at least 1.').max(CART_LINE_QUANTITY_MAX),
});
export const CartLineParams = z.object({ storefrontId: IdParam, lineId: IdParam });

/** A cart item (§3) as re-read from the catalogue on every request. Money in cents. */
export const CartItem = z.object({
  /** The cart line's id (what PATCH and DELETE take). */
  id: z.number().int(),
  name: z.string(),
  product_id: z.number().int(),
  slug: z.string(),
  quantity: z.number().int(),
  /** Size label, or the amount label of a gift card; null for a custom gift-card amount. */
  size: z.string().nullable(),
  product_size_id: z.number().int().nullable(),
  product_variant_id: z.number().int().nullable(),
  /** The colour variant's id (same as product_variant_id). */
  product_color_id: z.number().int().nullable(),
  color: z.string().nullable(),
  product_thumbnail: z.string().nullable(),
  /** The variant's picture (falls back to the product thumbnail). */
  image: z.string().nullable(),
  /** Unit price in cents, the catalogue's current one. */
  price: z.number().int(),
  /** price × quantity in cents. */
  final_price: z.number().int(),
  /** Grams per unit. */
  weight: z.number().int(),
  /** The shipping warehouse; absent for gift cards. */
  warehouse: z.object({ id: z.number().int(), name: z.string() }).optional(),
  input_fields: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      is_required: z.boolean(),
      value: z.string(),
    }),
  ),
  /** Gift card recipient. */
  email: z.string().nullable(),
  note: z.string().nullable(),
  is_gift_card: z.boolean(),
  /** The product or variant is no longer for sale: the line blocks checkout. */
  inactive: z.boolean(),
  /** Units left of this size (null for gift cards). */
  stock: z.number().int().nullable(),
  /** The cart holds more of this size (all its lines together) than is in stock: blocks checkout. */
  out_of_stock: z.boolean(),
});
export type CartItem = z.infer<typeof CartItem>;

/** One parcel per warehouse, gift cards last (warehouse null). */
export const CartParcel = z.object({
  warehouse: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Flat shipping rate of the warehouse in cents (0 for gift cards). */
  shipping: z.number().int(),
  line_ids: z.array(z.number().int()),
});
export type CartParcel = z.infer<typeof CartParcel>;

export const Cart = z.object({
  /** Also set as the httpOnly `cart_id` cookie; API clients may send it as header `Cart-Id`. */
  id: z.string().nullable(),
  lines: z.array(CartItem),
  parcels: z.array(CartParcel),
  /** Sum of quantities (the navbar badge). */
  item_count: z.number().int(),
  subtotal: z.number().int(),
  /** Some line is inactive or out of stock: checkout is refused. */
  blocked: z.boolean(),
  /** Set while the cart holds a recipient's gifting link (gifting mode, §4). */
  gifting: CartGifting.nullable(),
});
export type Cart = z.infer<typeof Cart>;
export const CartResponse = z.object({ data: Cart });

export const CheckProductVariantsBody = z.object({
  product_variant_ids: z.array(Id).max(200),
});
export const CheckProductVariantsResponse = z.object({
  data: z.object({ inactive_product_variants: z.array(z.number().int()) }),
});

/** Lines grouped by warehouse in first-seen order, gift cards (no warehouse) last (§2 Cart). */
export function groupParcels<T extends { warehouse?: { id: number } | undefined }>(
  lines: T[],
): { warehouseId: number | null; lines: T[] }[] {
  const groups = new Map<number | null, T[]>();
  for (const line of lines) {
    const key = line.warehouse?.id ?? null;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  const entries = [...groups.entries()].map(([warehouseId, ls]) => ({ warehouseId, lines: ls }));
  return [
    ...entries.filter((p) => p.warehouseId !== null),
    ...entries.filter((p) => p.warehouseId === null),
  ];
}

/**
 * What the store's shell shows that is the visitor's own (§2 Shell, decision 33): the signed-in
 * shopper's first name, the cart badge, the held gift card's balance (a private store entered
 * with a gift card) and whether the cart is in gifting mode. Never kept (`private, no-store`).
 */
export const ShellParts = z.object({
  user: z.object({ first_name: z.string() }).nullable(),
  /** Sum of the cart's quantities, as the cart's `item_count`. */
  cart_count: z.number().int().min(0),
  /** Cents; null unless the visitor entered a private store with a gift card. */
  gift_card_balance: z.number().int().nullable(),
  gifting: z.boolean(),
});
export type ShellParts = z.infer<typeof ShellParts>;
export const ShellPartsResponse = z.object({ data: ShellParts });
