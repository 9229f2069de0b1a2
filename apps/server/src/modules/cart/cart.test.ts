import { ADD_TO_CART_MESSAGES as M, type ProductDetail } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { ALEX, bearer, signInAs, storeIdOf } from '../identity/identity.fixtures.ts';
import { cartClient, productOf, sizeOf } from './cart.fixtures.ts';

let t: TestApp;
let acmeId: number;
let tee: ProductDetail;
let giftCard: ProductDetail;
let jersey: ProductDetail;
let mug: ProductDetail;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
  const load = (slug: string) => productOf(t.app, slug, acmeId);
  tee = await load('classic-cotton-tee');
  giftCard = await load('acme-gift-card');
  jersey = await load('custom-name-jersey');
  mug = await load('yeti-rambler-20-oz');
});
afterAll(() => t.close());

const giftLine = () => {
  const variant = giftCard.product_variants[0]!;
  return { product_id: giftCard.id, product_variant_id: variant.id };
};

describe('adding to the cart', () => {
  it('creates a guest cart, sets the httpOnly cookie and takes the price from the catalogue', async () => {
    const cart = cartClient(t.app, acmeId);
    const res = await cart.add({
      ...sizeOf(tee, 'Black', 'M'),
      quantity: 2,
      price: 1,
      final_price: 1,
    });
    expect(res.statusCode).toBe(201);
    const cookie = res.cookies.find((c) => c.name === 'cart_id')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const { data } = res.json();
    expect(cookie.value).toBe(data.id);
    expect(data.lines[0]).toMatchObject({
      name: 'Classic Cotton Tee',
      color: 'Black',
      size: 'M',
      price: 1800,
      final_price: 3600,
      quantity: 2,
      is_gift_card: false,
      inactive: false,
      warehouse: { name: 'East Coast Warehouse' },
    });
    expect(data).toMatchObject({ item_count: 2, subtotal: 3600, blocked: false });
  });

  it('reads the cart by cookie', async () => {
    const cart = cartClient(t.app, acmeId);
    const added = await cart.add({ ...sizeOf(tee, 'White', 'M'), quantity: 1 });
    const res = await t.app.inject({
      url: `/api/storefronts/${acmeId}/cart`,
      headers: hostOf('acme'),
      cookies: { cart_id: added.json().data.id },
    });
    expect(res.json().data.item_count).toBe(1);
  });

  it('groups parcels per warehouse with gift cards last', async () => {
    const cart = cartClient(t.app, acmeId);
    await cart.add({
      ...giftLine(),
      amount_cents: 4000,
      email: 'sam@acme.test',
      note: 'Enjoy',
      quantity: 1,
    });
    await cart.add({ ...sizeOf(tee, 'Black', 'L'), quantity: 1 });
    const res = await cart.add({
      ...sizeOf(
        mug,
        mug.product_variants[0]!.color,
        mug.product_variants[0]!.product_variant_sizes[0]!.size,
      ),
      quantity: 1,
    });
    const { data } = res.json();
    expect(
      data.parcels.map((p: { warehouse: { name: string } | null }) => p.warehouse?.name ?? null),
    ).toEqual(['East Coast Warehouse', 'West Coast Warehouse', null]);
    expect(data.parcels.map((p: { shipping: number }) => p.shipping)).toEqual([795, 995, 0]);
    const gift = data.lines.find((l: { is_gift_card: boolean }) => l.is_gift_card);
    expect(gift).toMatchObject({ price: 4000, email: 'sam@acme.test', note: 'Enjoy', size: null });
    expect(gift.warehouse).toBeUndefined();
  });

  it.each([
    ['no colour', { product_id: 0, quantity: 1 }, 'product_variant_id', M.selectColor],
    ['no size', { quantity: 1 }, 'product_size_id', M.selectSize],
    [
      'a size of another colour',
      { quantity: 1, other: true },
      'product_size_id',
      M.sizeUnavailable,
    ],
    ['the sold-out 3XL', { quantity: 1, size: '3XL' }, 'quantity', M.outOfStock],
  ])('refuses %s with the §5 message', async (_case, body, field, message) => {
    const black = sizeOf(tee, 'Black', 'M');
    const white = sizeOf(tee, 'White', 'M');
    const payload = {
      product_id: tee.id,
      product_variant_id: 'product_id' in body ? undefined : black.product_variant_id,
      product_size_id:
        'other' in body
          ? white.product_size_id
          : 'size' in body
            ? sizeOf(tee, 'Black', '3XL').product_size_id
            : undefined,
      quantity: body.quantity,
    };
    const res = await cartClient(t.app, acmeId).add(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message, errors: { [field]: [message] } });
  });

  it('counts two lines of one size together against its stock', async () => {
    const line = sizeOf(tee, 'Navy', 'XL');
    const stock = tee.product_variants
      .find((v) => v.color === 'Navy')!
      .product_variant_sizes.find((s) => s.size === 'XL')!.quantity;
    const cart = cartClient(t.app, acmeId);
    expect((await cart.add({ ...line, quantity: stock })).statusCode).toBe(201);
    const more = await cart.add({ ...line, quantity: 1 });
    expect(more.json().message).toBe(M.outOfStock);
    expect((await cart.get()).json().data.lines[0].quantity).toBe(stock);
  });

  it('refuses a quantity below 1', async () => {
    const res = await cartClient(t.app, acmeId).add({ ...sizeOf(tee, 'Black', 'M'), quantity: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.quantity).toEqual(['Quantity must be at least 1.']);
  });

  it('checks gift-card amount, recipient e-mail and note', async () => {
    const cart = cartClient(t.app, acmeId);
    const ok = { ...giftLine(), amount_cents: 2000, email: 'a@b.test', quantity: 1 };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount_cents: 50 }, 'amount_cents', M.invalidAmount],
      [{ amount_cents: undefined }, 'product_size_id', M.selectAmount],
      [{ email: 'not-an-email' }, 'email', M.invalidEmail],
      [{ note: 'x'.repeat(101) }, 'note', M.noteTooLong],
    ];
    for (const [change, field, message] of cases) {
      const res = await cart.add({ ...ok, ...change });
      expect(res.statusCode, message).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect((await cart.add({ ...ok, note: 'y'.repeat(100) })).statusCode).toBe(201);
  });

  it('requires the required input fields and keeps their values with labels', async () => {
    const line = sizeOf(jersey, 'Royal / White', 'M');
    const [name, number] = jersey.input_fields;
    const cart = cartClient(t.app, acmeId);
    const missing = await cart.add({
      ...line,
      quantity: 1,
      input_fields: [{ id: name!.id, value: 'ALEX' }],
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: M.fillRequired,
      errors: { [`input_fields.${number!.id}`]: [M.fieldRequired] },
    });
    const res = await cart.add({
      ...line,
      quantity: 1,
      input_fields: [
        { id: name!.id, value: 'ALEX' },
        { id: number!.id, value: '7' },
      ],
    });
    expect(res.json().data.lines[0].input_fields.slice(0, 2)).toEqual([
      { id: name!.id, label: 'Name on back', is_required: true, value: 'ALEX' },
      { id: number!.id, label: 'Number', is_required: true, value: '7' },
    ]);
  });

  it('refuses products not approved for sale', async () => {
    const [tumbler, vintage] = await Promise.all([
      productOf(t.app, 'eco-bamboo-tumbler', acmeId),
      productOf(t.app, 'vintage-wash-tee', acmeId),
    ]);
    for (const [product, message] of [
      [tumbler, M.libraryApproval],
      [vintage, M.notApproved],
    ] as const) {
      const variant = product.product_variants[0]!;
      const res = await cartClient(t.app, acmeId).add({
        product_id: product.id,
        product_variant_id: variant.id,
        product_size_id: variant.product_variant_sizes[0]!.id,
        quantity: 1,
      });
      expect(res.json()).toEqual({ message, errors: { product_id: [message] } });
    }
  });
});

describe('changing the cart', () => {
  it('changes a quantity, refuses more than the stock, removes a line', async () => {
    const cart = cartClient(t.app, acmeId);
    const lineId = (await cart.add({ ...sizeOf(tee, 'Gray', 'S'), quantity: 1 })).json().data
      .lines[0].id;
    const changed = await cart.update(lineId, 3);
    expect(changed.json().data).toMatchObject({ item_count: 3, subtotal: 5400 });
    expect((await cart.update(lineId, 100_000)).statusCode).toBe(400);
    expect((await cart.update(lineId, 9999)).json().message).toBe(M.outOfStock);
    const removed = await cart.remove(lineId);
    expect(removed.json().data).toMatchObject({ lines: [], item_count: 0, subtotal: 0 });
    expect((await cart.remove(lineId)).statusCode).toBe(404);
  });

  it("never touches another browser's cart line", async () => {
    const mine = cartClient(t.app, acmeId);
    const lineId = (await mine.add({ ...sizeOf(tee, 'Red', 'S'), quantity: 1 })).json().data
      .lines[0].id;
    const other = cartClient(t.app, acmeId);
    await other.add({ ...sizeOf(tee, 'Red', 'M'), quantity: 1 });
    expect((await other.remove(lineId)).statusCode).toBe(404);
    expect((await mine.get()).json().data.item_count).toBe(1);
  });
});

describe('inactive variants', () => {
  it('flags a line whose colour was withdrawn and blocks checkout; §7 check lists it', async () => {
    const line = sizeOf(tee, 'Forest', 'M');
    const cart = cartClient(t.app, acmeId);
    await cart.add({ ...line, quantity: 1 });
    await t.database.db
      .update(productVariants)
      .set({ active: false })
      .where(eq(productVariants.id, line.product_variant_id));
    const { data } = (await cart.get()).json();
    expect(data.lines[0].inactive).toBe(true);
    expect(data.blocked).toBe(true);
    const check = await t.app.inject({
      method: 'POST',
      url: `/api/storefronts/${acmeId}/check-product-variants`,
      headers: hostOf('acme'),
      payload: {
        product_variant_ids: [
          line.product_variant_id,
          sizeOf(tee, 'Black', 'M').product_variant_id,
        ],
      },
    });
    expect(check.json()).toEqual({
      data: { inactive_product_variants: [line.product_variant_id] },
    });
  });
});

describe('signing in', () => {
  it("merges the guest cart into the user's cart", async () => {
    const token = await signInAs(t, 'acme', ALEX.email, ALEX.password);
    const signedIn = cartClient(t.app, acmeId, 'acme', bearer(token));
    await signedIn.add({ ...sizeOf(tee, 'Black', 'S'), quantity: 1 });
    const guest = cartClient(t.app, acmeId);
    await guest.add({ ...sizeOf(tee, 'White', 'L'), quantity: 2 });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: guest.headers(),
      payload: { ...ALEX, storefront_id: acmeId },
    });
    expect(login.statusCode).toBe(200);
    const { data } = (await signedIn.get()).json();
    expect(data.item_count).toBe(3);
    expect((await guest.get()).json().data.item_count).toBe(0);
  });
});
