/**
 * A kit's selection rules, without the schemas of gifting.ts: shopper pages import these, and a
 * page that imports no schema ships no zod (`npm run weight` checks it). gifting.ts re-exports
 * them.
 */

/** The §8 kit texts and the refusals of a recipient's selection. */
export const KIT_MESSAGES = {
  loadFailed: 'There was an error loading the kit. Please try again later.',
  redeemed: 'This gift has already been redeemed.',
  notInKit: 'This product is not part of your gift kit.',
  maxQuantity: 'Max. Qty Allowed',
  overLimit: (max: number) => `You can choose at most ${max} products.`,
  requiredMissing: 'Please add all the required products before you continue.',
  leaveBlocked: 'You cant leave this page untill you add all the required products',
  giftCardsNotAllowed: 'Gift cards cannot be used with a gift kit.',
  promoNotAllowed: 'Promo codes cannot be used with a gift kit.',
  paymentNotNeeded: 'Your gift is paid by the company: no payment details are needed.',
  budgetExhausted: 'This gift kit is no longer available. Please contact the company that sent it.',
} as const;

/** A kit product with the quantity the recipient has chosen of it. */
export type KitChoice = { productId: number; quantity: number };

/** What the selection rules need of a kit. */
export type KitRules = {
  amount: number;
  products: { id: number; required: boolean; quantity: number }[];
};

const chosenOf = (choices: KitChoice[], productId?: number) =>
  choices
    .filter((c) => productId === undefined || c.productId === productId)
    .reduce((sum, c) => sum + c.quantity, 0);

/** §5 Kit: min(kit quantity for the product minus already chosen, remaining slots), never < 0. */
export function kitMaxQuantity(kit: KitRules, choices: KitChoice[], productId: number): number {
  const rule = kit.products.find((p) => p.id === productId);
  if (!rule) return 0;
  const left = rule.quantity - chosenOf(choices, productId);
  const slots = kit.amount - chosenOf(choices);
  return Math.max(0, Math.min(left, slots));
}

/** How many products over the kit's amount the selection is (0 when within it). */
export function kitOverLimit(kit: KitRules, choices: KitChoice[]): number {
  return Math.max(0, chosenOf(choices) - kit.amount);
}

/** Required kit products not in the selection. */
export function missingRequiredProducts(kit: KitRules, choices: KitChoice[]): number[] {
  return kit.products.filter((p) => p.required && chosenOf(choices, p.id) === 0).map((p) => p.id);
}

/** The first reason the selection cannot be ordered, or null when it can. */
export function kitSelectionProblem(kit: KitRules, choices: KitChoice[]): string | null {
  if (choices.some((c) => !kit.products.some((p) => p.id === c.productId))) {
    return KIT_MESSAGES.notInKit;
  }
  if (kitOverLimit(kit, choices) > 0) return KIT_MESSAGES.overLimit(kit.amount);
  const overProduct = kit.products.some((p) => chosenOf(choices, p.id) > p.quantity);
  if (overProduct) return KIT_MESSAGES.maxQuantity;
  if (missingRequiredProducts(kit, choices).length > 0) return KIT_MESSAGES.requiredMissing;
  return null;
}
