import {
  kitMaxQuantity,
  kitOverLimit,
  missingRequiredProducts,
  type Cart,
  type Kit,
  type KitChoice,
} from '@storefront/contracts';

/** What the cart's lines make of the kit (§5 Kit): counts, limits and what is still missing. */
export function kitSelection(kit: Kit, cart: Cart) {
  const rules = {
    amount: kit.amount,
    products: kit.products.map((p) => ({ id: p.id, ...p.product_kit_product })),
  };
  const choices: KitChoice[] = cart.lines.map((l) => ({
    productId: l.product_id,
    quantity: l.quantity,
  }));
  const chosen = choices.reduce((sum, c) => sum + c.quantity, 0);
  return {
    chosen,
    overLimit: kitOverLimit(rules, choices),
    /** Every slot is taken: the max-quantity banner shows. */
    full: chosen >= kit.amount,
    missingRequired: missingRequiredProducts(rules, choices),
    quantityOf: (productId: number) =>
      choices.filter((c) => c.productId === productId).reduce((sum, c) => sum + c.quantity, 0),
    maxQuantityOf: (productId: number) => kitMaxQuantity(rules, choices, productId),
  };
}

export type KitSelection = ReturnType<typeof kitSelection>;
