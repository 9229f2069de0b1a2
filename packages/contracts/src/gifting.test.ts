import { describe, expect, it } from 'vitest';
import {
  KIT_MESSAGES,
  kitMaxQuantity,
  kitOverLimit,
  kitSelectionProblem,
  missingRequiredProducts,
} from './gifting.ts';

// The Initech welcome kit: 3 products in all, hoodie required, up to two mugs.
const kit = {
  amount: 3,
  products: [
    { id: 1, required: true, quantity: 1 },
    { id: 2, required: false, quantity: 2 },
    { id: 3, required: false, quantity: 1 },
  ],
};

describe('kitMaxQuantity', () => {
  it('is the kit quantity when nothing is chosen', () => {
    expect(kitMaxQuantity(kit, [], 2)).toBe(2);
  });

  it('subtracts what is already chosen of the product', () => {
    expect(kitMaxQuantity(kit, [{ productId: 2, quantity: 1 }], 2)).toBe(1);
  });

  it('is capped by the remaining slots', () => {
    const choices = [
      { productId: 1, quantity: 1 },
      { productId: 3, quantity: 1 },
    ];
    expect(kitMaxQuantity(kit, choices, 2)).toBe(1);
  });

  it('is 0 when the kit is full or the product is not in it', () => {
    const full = [
      { productId: 1, quantity: 1 },
      { productId: 2, quantity: 2 },
    ];
    expect(kitMaxQuantity(kit, full, 3)).toBe(0);
    expect(kitMaxQuantity(kit, [], 99)).toBe(0);
  });

  it('never goes below 0 when the selection is already over', () => {
    const over = [
      { productId: 2, quantity: 3 },
      { productId: 3, quantity: 1 },
    ];
    expect(kitMaxQuantity(kit, over, 2)).toBe(0);
  });
});

describe('kitOverLimit and missingRequiredProducts', () => {
  it('counts products over the amount', () => {
    expect(kitOverLimit(kit, [{ productId: 2, quantity: 5 }])).toBe(2);
    expect(kitOverLimit(kit, [{ productId: 2, quantity: 3 }])).toBe(0);
  });

  it('lists required products not chosen', () => {
    expect(missingRequiredProducts(kit, [{ productId: 2, quantity: 1 }])).toEqual([1]);
    expect(missingRequiredProducts(kit, [{ productId: 1, quantity: 1 }])).toEqual([]);
  });
});

describe('kitSelectionProblem', () => {
  it('accepts a selection within the rules', () => {
    const choices = [
      { productId: 1, quantity: 1 },
      { productId: 2, quantity: 2 },
    ];
    expect(kitSelectionProblem(kit, choices)).toBeNull();
  });

  it('refuses a product outside the kit', () => {
    const choices = [
      { productId: 1, quantity: 1 },
      { productId: 9, quantity: 1 },
    ];
    expect(kitSelectionProblem(kit, choices)).toBe(KIT_MESSAGES.notInKit);
  });

  it('refuses a selection over the amount', () => {
    const choices = [
      { productId: 1, quantity: 1 },
      { productId: 2, quantity: 2 },
      { productId: 3, quantity: 1 },
    ];
    expect(kitSelectionProblem(kit, choices)).toBe(KIT_MESSAGES.overLimit(3));
  });

  it('refuses more of one product than the kit allows', () => {
    const choices = [
      { productId: 1, quantity: 1 },
      { productId: 3, quantity: 2 },
    ];
    expect(kitSelectionProblem(kit, choices)).toBe(KIT_MESSAGES.maxQuantity);
  });

  it('refuses a selection missing a required product', () => {
    expect(kitSelectionProblem(kit, [{ productId: 2, quantity: 1 }])).toBe(
      KIT_MESSAGES.requiredMissing,
    );
  });
});
