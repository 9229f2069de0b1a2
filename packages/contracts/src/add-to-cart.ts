import type { AddCartLineBody } from './cart.ts';
import type { InputField, ProductDetail, ProductVariantSize } from './catalog.ts';
import { EMAIL_PATTERN, GIFT_CARD_AMOUNT_MAX_CENTS_DEFAULT, GIFT_NOTE_MAX } from './constants.ts';

/** Why a product cannot be bought at all (§5): shown as warnings, and Add to Cart is disabled. */
export type SaleBlock = 'libraryApproval' | 'notApproved';

export function saleBlocks(
  product: Pick<ProductDetail, 'library_approved' | 'need_attention'>,
): SaleBlock[] {
  const blocks: SaleBlock[] = [];
  if (!product.library_approved) blocks.push('libraryApproval');
  if (product.need_attention !== 0) blocks.push('notApproved');
  return blocks;
}

/** Out of stock (§5): the chosen size has none left, or fewer than asked for; never a gift card. */
export function isOutOfStock(
  size: Pick<ProductVariantSize, 'quantity'> | undefined,
  quantity: number,
  isGiftCard: boolean,
): boolean {
  if (isGiftCard || !size) return false;
  return size.quantity === 0 || quantity > size.quantity;
}

/**
 * Quantity as the spinner keeps it: a whole number, at least 1, and no more than `max` (a kit's
 * limit, §5) while that allows one at all.
 */
export function clampQuantity(value: number, max?: number): number {
  const whole = Number.isFinite(value) ? Math.max(1, Math.floor(value)) : 1;
  return max === undefined ? whole : Math.max(1, Math.min(whole, max));
}

/**
 * A custom gift-card amount typed in dollars ("40", "12.50") as cents; null unless it is a
 * number of at least 1 with at most two decimals (§5). The rule of `dollarsToCents` (money-input.ts)
 * without options, written out here so the product page ships no parser for the console's forms
 * (a test keeps the two in step).
 */
export function giftCardAmountCents(dollars: string): number | null {
  const text = dollars.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100);
  return cents >= 100 ? cents : null;
}

export type AddToCartChoice = {
  product: Pick<ProductDetail, 'id' | 'is_gift_card'> & { input_fields: InputField[] };
  variant: { id: number; product_variant_sizes: Pick<ProductVariantSize, 'id' | 'size'>[] } | null;
  size: string | null;
  quantity: number;
  /** The dollars typed while the custom gift-card amount is on; null while it is off. */
  customAmount: string | null;
  /** The store's largest custom gift-card amount, in cents. */
  giftCardAmountMaxCents?: number;
  recipientEmail: string;
  giftNote: string;
  inputValues: Record<number, string>;
};

/** A §5 message that keeps the item out of the cart. */
export type AddToCartWarning =
  | 'selectColor'
  | 'selectSize'
  | 'selectAmount'
  | 'invalidAmount'
  | 'amountTooHigh'
  | 'sizeUnavailable'
  | 'invalidEmail'
  | 'noteTooLong';

/**
 * What stops a choice from going into the cart (§5): colour and size (or amount) unless a custom
 * gift-card amount is used, a valid custom amount within the store's limit, the recipient's e-mail and note of a gift
 * card, and the required custom input fields (`missingFields`, by id).
 */
export function addToCartProblems(choice: AddToCartChoice): {
  warnings: AddToCartWarning[];
  missingFields: number[];
} {
  const warnings: AddToCartWarning[] = [];
  const giftCard = choice.product.is_gift_card;
  if (choice.customAmount !== null && giftCard) {
    const cents = giftCardAmountCents(choice.customAmount);
    const max = choice.giftCardAmountMaxCents ?? GIFT_CARD_AMOUNT_MAX_CENTS_DEFAULT;
    if (cents === null) warnings.push('invalidAmount');
    else if (cents > max) warnings.push('amountTooHigh');
  } else if (!choice.variant) {
    warnings.push('selectColor');
  } else if (!choice.size) {
    warnings.push(giftCard ? 'selectAmount' : 'selectSize');
  } else if (!choice.variant.product_variant_sizes.some((s) => s.size === choice.size)) {
    warnings.push('sizeUnavailable');
  }
  if (giftCard && !EMAIL_PATTERN.test(choice.recipientEmail.trim())) {
    warnings.push('invalidEmail');
  }
  if (giftCard && choice.giftNote.length > GIFT_NOTE_MAX) warnings.push('noteTooLong');
  const missingFields = choice.product.input_fields
    .filter((field) => field.is_required && !choice.inputValues[field.id]?.trim())
    .map((field) => field.id);
  return { warnings, missingFields };
}

/**
 * The add-to-cart call (§3 cart item) of a choice without problems: a custom gift-card amount
 * goes as cents instead of a size; recipient and note only for a gift card; the custom input
 * fields that were filled in. The server prices it.
 */
export function addCartLineBody(choice: AddToCartChoice): AddCartLineBody {
  const giftCard = choice.product.is_gift_card;
  const custom = giftCard && choice.customAmount !== null;
  const size = choice.variant?.product_variant_sizes.find((s) => s.size === choice.size);
  return {
    product_id: choice.product.id,
    product_variant_id: choice.variant?.id ?? null,
    product_size_id: custom ? null : (size?.id ?? null),
    quantity: choice.quantity,
    amount_cents: custom ? giftCardAmountCents(choice.customAmount ?? '') : null,
    email: giftCard ? choice.recipientEmail.trim() : null,
    note: giftCard ? choice.giftNote.trim() || null : null,
    input_fields: choice.product.input_fields
      .map((field) => ({ id: field.id, value: choice.inputValues[field.id]?.trim() ?? '' }))
      .filter((entry) => entry.value !== ''),
  };
}
