import {
  addCartLineBody,
  addToCartProblems,
  autoPickedSize,
  clampQuantity,
  galleryImages,
  giftCardAmountCents,
  initialVariant,
  isOutOfStock,
  saleBlocks,
  sizeOfVariant,
  type ProductDetail,
  type ProductVariantDetail,
} from '@storefront/contracts';
import { useState } from 'react';

/**
 * What the shopper has chosen on a product page (§4, §5): variant, size or gift-card amount,
 * quantity, gift-card recipient and note, custom input fields; and what follows from it: pictures,
 * price, stock, and the warnings once Add to Cart was tried. On the kit page `maxQuantity` is
 * how many more the kit allows (§5 Kit): the quantity stays within it. A custom gift-card amount
 * is at most the store's `giftCardAmountMaxCents`.
 */
export function useProductChoice(
  product: ProductDetail,
  stateVariantId: number | null,
  maxQuantity?: number,
  giftCardAmountMaxCents?: number,
) {
  const firstVariant = () =>
    initialVariant(product.product_variants, product.product_thumbnail, stateVariantId);
  const [variant, setVariant] = useState<ProductVariantDetail | null>(firstVariant);
  const [size, setSize] = useState<string | null>(() => (variant ? autoPickedSize(variant) : null));
  const [customAmount, setCustomAmount] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [recipientEmail, setRecipientEmail] = useState('');
  const [giftNote, setGiftNote] = useState('');
  const [inputValues, setInputValues] = useState<Record<number, string>>({});
  // Set by the first Add to Cart: from then on every problem shows (all fields touched, §5).
  const [tried, setTried] = useState(false);

  /** A new variant resets the size (its only size is picked) and so the pictures and price. */
  function selectVariant(next: ProductVariantDetail) {
    setVariant(next);
    setSize(autoPickedSize(next));
  }

  /** Custom amount on clears the size; off clears the amount and picks a variant again. */
  function toggleCustomAmount(on: boolean) {
    if (on) {
      setSize(null);
      setCustomAmount('');
      return;
    }
    setCustomAmount(null);
    const again = firstVariant();
    if (again) selectVariant(again);
  }

  const selectedSize = customAmount === null ? sizeOfVariant(variant, size) : undefined;
  const asked = {
    product,
    variant,
    size,
    quantity,
    customAmount,
    giftCardAmountMaxCents,
    recipientEmail,
    giftNote,
    inputValues,
  };
  const problems = addToCartProblems(asked);
  const blocks = saleBlocks(product);
  const outOfStock = isOutOfStock(selectedSize, quantity, product.is_gift_card);
  const overKitLimit = maxQuantity !== undefined && quantity > maxQuantity;

  return {
    variant,
    size,
    customAmount,
    giftCardAmountMaxCents,
    quantity,
    recipientEmail,
    giftNote,
    inputValues,
    tried,
    images: galleryImages(product, variant),
    /** Cents: the custom amount, the chosen size's price, else the variant's lowest. */
    price: unitPrice(product, variant, selectedSize?.price, customAmount),
    blocks,
    outOfStock,
    /** The kit allows none of this product any more: Add to Cart says 'Max. Qty Allowed'. */
    overKitLimit,
    maxQuantity,
    problems,
    canAdd: blocks.length === 0 && !outOfStock && !overKitLimit,
    /** What Add to Cart sends once there are no problems. */
    cartLine: () => addCartLineBody(asked),
    /** Continue Shopping after an add starts again from one item. */
    resetQuantity: () => setQuantity(1),
    selectVariant,
    selectSize: setSize,
    toggleCustomAmount,
    setCustomAmount,
    setQuantity: (value: number) => setQuantity(clampQuantity(value, maxQuantity)),
    setRecipientEmail,
    setGiftNote,
    setInputValue: (id: number, value: string) =>
      setInputValues((values) => ({ ...values, [id]: value })),
    /** Add to Cart: from now on every problem shows (§5); true when there is none. */
    tryAdd(): boolean {
      setTried(true);
      return problems.warnings.length === 0 && problems.missingFields.length === 0;
    },
  };
}

export type ProductChoice = ReturnType<typeof useProductChoice>;

function unitPrice(
  product: ProductDetail,
  variant: ProductVariantDetail | null,
  sizePrice: number | undefined,
  customAmount: string | null,
): number | null {
  if (customAmount !== null) return giftCardAmountCents(customAmount);
  if (sizePrice !== undefined) return sizePrice;
  const prices = variant?.product_variant_sizes.map((s) => s.price) ?? [];
  return prices.length ? Math.min(...prices) : product.final_price;
}
