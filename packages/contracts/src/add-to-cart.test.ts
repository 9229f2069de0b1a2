import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addCartLineBody,
  addToCartProblems,
  clampQuantity,
  giftCardAmountCents,
  isOutOfStock,
  saleBlocks,
  type AddToCartChoice,
} from './add-to-cart.ts';
import { dollarsToCents } from './money-input.ts';
import { EMAIL_PATTERN } from './constants.ts';

describe('EMAIL_PATTERN', () => {
  it('is what z.email() accepts, so the browser checks as the server does', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });
});

describe('saleBlocks', () => {
  it('blocks a product without library approval or that needs attention', () => {
    expect(saleBlocks({ library_approved: true, need_attention: 0 })).toEqual([]);
    expect(saleBlocks({ library_approved: false, need_attention: 0 })).toEqual(['libraryApproval']);
    expect(saleBlocks({ library_approved: true, need_attention: 1 })).toEqual(['notApproved']);
    expect(saleBlocks({ library_approved: false, need_attention: 2 })).toEqual([
      'libraryApproval',
      'notApproved',
    ]);
  });
});

describe('isOutOfStock', () => {
  it('is out of stock when the size has none left or fewer than asked for', () => {
    expect(isOutOfStock({ quantity: 0 }, 1, false)).toBe(true);
    expect(isOutOfStock({ quantity: 3 }, 4, false)).toBe(true);
    expect(isOutOfStock({ quantity: 3 }, 3, false)).toBe(false);
  });

  it('never for a gift card, nor before a size is chosen', () => {
    expect(isOutOfStock({ quantity: 0 }, 1, true)).toBe(false);
    expect(isOutOfStock(undefined, 1, false)).toBe(false);
  });
});

describe('clampQuantity', () => {
  it('keeps whole numbers of at least 1', () => {
    expect(clampQuantity(3)).toBe(3);
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });

  it('stays within a kit limit, never under 1', () => {
    expect(clampQuantity(5, 2)).toBe(2);
    expect(clampQuantity(2, 2)).toBe(2);
    expect(clampQuantity(3, 0)).toBe(1);
  });
});

describe('giftCardAmountCents', () => {
  it('turns dollars into cents', () => {
    expect(giftCardAmountCents('40')).toBe(4000);
    expect(giftCardAmountCents(' 12.5 ')).toBe(1250);
    expect(giftCardAmountCents('19.99')).toBe(1999);
    expect(giftCardAmountCents('1')).toBe(100);
  });

  it('refuses blank, zero, below 1, negative and malformed amounts', () => {
    for (const bad of ['', '0', '0.99', '-5', 'abc', '1.234', '1e3', '5,00']) {
      expect(giftCardAmountCents(bad), bad).toBeNull();
    }
  });

  it('reads dollars as dollarsToCents does, from $1 up', () => {
    const typed = ['40', ' 12.5 ', '1', '0.99', '007', '12.', '.5', '5,00', '$5', '1,000', '1e3'];
    for (const text of [...typed, '', '-5', 'abc', '1.234', '123456789.01']) {
      const cents = dollarsToCents(text);
      expect(giftCardAmountCents(text), text).toBe(cents !== null && cents >= 100 ? cents : null);
    }
  });
});

describe('addToCartProblems and addCartLineBody', () => {
  const tee: AddToCartChoice = {
    product: {
      id: 7,
      is_gift_card: false,
      input_fields: [
        { id: 1, label: 'Name on back', is_required: true },
        { id: 2, label: 'Note to the printer', is_required: false },
      ],
    },
    variant: {
      id: 70,
      product_variant_sizes: [
        { id: 701, size: 'S' },
        { id: 702, size: 'M' },
      ],
    },
    size: 'M',
    quantity: 2,
    customAmount: null,
    recipientEmail: '',
    giftNote: '',
    inputValues: { 1: 'Alex' },
  };
  const giftCard: AddToCartChoice = {
    ...tee,
    product: { id: 9, is_gift_card: true, input_fields: [] },
    variant: {
      id: 90,
      product_variant_sizes: [
        { id: 901, size: '$25' },
        { id: 902, size: '$50' },
      ],
    },
    size: '$25',
    recipientEmail: 'sam@acme.test',
    inputValues: {},
  };

  it('lets a complete choice through', () => {
    expect(addToCartProblems(tee)).toEqual({ warnings: [], missingFields: [] });
    expect(addToCartProblems(giftCard)).toEqual({ warnings: [], missingFields: [] });
  });

  it('asks for a colour, then a size, or an amount for a gift card', () => {
    expect(addToCartProblems({ ...tee, variant: null }).warnings).toEqual(['selectColor']);
    expect(addToCartProblems({ ...tee, size: null }).warnings).toEqual(['selectSize']);
    expect(addToCartProblems({ ...giftCard, size: null }).warnings).toEqual(['selectAmount']);
  });

  it("refuses a size the variant doesn't come in", () => {
    expect(addToCartProblems({ ...tee, size: 'XL' }).warnings).toEqual(['sizeUnavailable']);
  });

  it('needs no size with a custom amount, but a valid one', () => {
    const custom = { ...giftCard, size: null, variant: null };
    expect(addToCartProblems({ ...custom, customAmount: '40' }).warnings).toEqual([]);
    expect(addToCartProblems({ ...custom, customAmount: '' }).warnings).toEqual(['invalidAmount']);
    expect(addToCartProblems({ ...custom, customAmount: '0' }).warnings).toEqual(['invalidAmount']);
  });

  it("keeps a custom amount within the store's limit ($1,000 unless the store sets one)", () => {
    const custom = { ...giftCard, size: null, variant: null };
    expect(addToCartProblems({ ...custom, customAmount: '1000' }).warnings).toEqual([]);
    expect(addToCartProblems({ ...custom, customAmount: '1000.01' }).warnings).toEqual([
      'amountTooHigh',
    ]);
    expect(addToCartProblems({ ...custom, customAmount: '21474836.47' }).warnings).toEqual([
      'amountTooHigh',
    ]);
    const limited = { ...custom, giftCardAmountMaxCents: 5000 };
    expect(addToCartProblems({ ...limited, customAmount: '50' }).warnings).toEqual([]);
    expect(addToCartProblems({ ...limited, customAmount: '50.01' }).warnings).toEqual([
      'amountTooHigh',
    ]);
  });

  it("checks a gift card's recipient e-mail and note length", () => {
    expect(addToCartProblems({ ...giftCard, recipientEmail: 'sam@' }).warnings).toEqual([
      'invalidEmail',
    ]);
    expect(addToCartProblems({ ...giftCard, recipientEmail: '' }).warnings).toEqual([
      'invalidEmail',
    ]);
    expect(addToCartProblems({ ...giftCard, giftNote: 'x'.repeat(100) }).warnings).toEqual([]);
    expect(addToCartProblems({ ...giftCard, giftNote: 'x'.repeat(101) }).warnings).toEqual([
      'noteTooLong',
    ]);
  });

  it('lists the required input fields left blank', () => {
    expect(addToCartProblems({ ...tee, inputValues: { 1: '   ' } }).missingFields).toEqual([1]);
    expect(addToCartProblems({ ...tee, inputValues: {} }).missingFields).toEqual([1]);
  });

  it('ignores the custom amount of a product that is not a gift card', () => {
    expect(addToCartProblems({ ...tee, customAmount: '40', size: null }).warnings).toEqual([
      'selectSize',
    ]);
  });

  it('sends the chosen size, quantity and filled-in fields of a product', () => {
    expect(addCartLineBody({ ...tee, inputValues: { 1: ' Alex ', 2: '  ' } })).toEqual({
      product_id: 7,
      product_variant_id: 70,
      product_size_id: 702,
      quantity: 2,
      amount_cents: null,
      email: null,
      note: null,
      input_fields: [{ id: 1, value: 'Alex' }],
    });
  });

  it("sends a gift card's amount, or its custom amount in cents, with recipient and note", () => {
    expect(addCartLineBody({ ...giftCard, giftNote: ' Enjoy! ' })).toMatchObject({
      product_size_id: 901,
      amount_cents: null,
      email: 'sam@acme.test',
      note: 'Enjoy!',
    });
    expect(addCartLineBody({ ...giftCard, size: null, customAmount: '42.5' })).toMatchObject({
      product_variant_id: 90,
      product_size_id: null,
      amount_cents: 4250,
      note: null,
    });
  });
});
