import { parseSection } from '@storefront/contracts';
import { and, count, countDistinct, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardCodeDigest } from '../../lib/gift-card-codes.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  giftCards,
  giftCardTransactions,
  giftingLinks,
  kitProducts,
  kits,
  orders,
  products,
  storefrontPages,
  productVariantSizes,
  productVariants,
  storefronts,
  users,
} from '../schema/index.ts';
import { printableGiftingLinks, seedDemoStores } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const storeId = async (slug: string) =>
  (
    await db().select({ id: storefronts.id }).from(storefronts).where(eq(storefronts.slug, slug))
  )[0]!.id;
const product = async (store: string, slug: string) =>
  (
    await db()
      .select()
      .from(products)
      .where(and(eq(products.storefrontId, await storeId(store)), eq(products.slug, slug)))
  )[0]!;

describe('seedDemoStores', () => {
  it('seeds the three stores and a catalogue that fills Acme', async () => {
    expect(
      (await db().select({ slug: storefronts.slug }).from(storefronts)).map((s) => s.slug).sort(),
    ).toEqual(['acme', 'globex', 'initech']);
    const now = new Date();
    const [listable] = await db()
      .select({ n: count(), brands: countDistinct(products.brand) })
      .from(products)
      .where(
        and(
          eq(products.storefrontId, await storeId('acme')),
          eq(products.status, 'published'),
          eq(products.disabled, false),
          or(isNull(products.startPublishDate), lte(products.startPublishDate, now)),
          or(isNull(products.endPublishDate), gt(products.endPublishDate, now)),
        ),
      );
    expect(listable!.n).toBeGreaterThanOrEqual(60);
    expect(listable!.brands).toBeGreaterThanOrEqual(4);
    for (const store of ['globex', 'initech']) {
      const [row] = await db()
        .select({ n: count() })
        .from(products)
        .where(eq(products.storefrontId, await storeId(store)));
      expect(row!.n).toBe(12);
    }
  });

  it('keeps the products other tests rely on as documented', async () => {
    const tee = await product('acme', 'classic-cotton-tee');
    expect(tee.finalPrice).toBe(1800);
    const variants = await db()
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, tee.id));
    expect(variants.map((v) => v.color).sort()).toEqual([
      'Black',
      'Forest',
      'Gray',
      'Navy',
      'Red',
      'Royal',
      'White',
    ]);
    const black = variants.find((v) => v.color === 'Black')!;
    expect(black.primaryHexColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(black.images.map((i) => i.type)).toEqual(['frontImage', 'rearImage']);
    expect(tee.thumbnailVariantId).toBe(black.id);
    expect(tee.thumbnailPath).toBe('/media/products/acme/classic-cotton-tee/black-front.webp');
    const sizes = await db()
      .select()
      .from(productVariantSizes)
      .where(eq(productVariantSizes.variantId, black.id));
    expect(sizes.map((s) => s.size)).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL']);
    expect(sizes.find((s) => s.size === '3XL')!.quantity).toBe(0);
    expect(Math.min(...sizes.map((s) => s.price))).toBe(1800);

    const giftCard = await product('acme', 'acme-gift-card');
    expect(giftCard).toMatchObject({ isGiftCard: true, warehouseId: null });
    const amounts = await db()
      .select({ size: productVariantSizes.size, price: productVariantSizes.price })
      .from(productVariantSizes)
      .innerJoin(productVariants, eq(productVariants.id, productVariantSizes.variantId))
      .where(eq(productVariants.productId, giftCard.id));
    expect(amounts).toEqual([
      { size: '$25', price: 2500 },
      { size: '$50', price: 5000 },
      { size: '$100', price: 10000 },
    ]);

    expect(await product('acme', 'sherpa-zip-hoodie')).toMatchObject({ status: 'draft' });
    expect((await product('acme', 'holiday-2025-tee')).endPublishDate!.getTime()).toBeLessThan(
      Date.now(),
    );
    expect(await product('acme', 'retired-logo-mug')).toMatchObject({ disabled: true });
    expect(await product('acme', 'eco-bamboo-tumbler')).toMatchObject({ libraryApproved: false });
    expect(await product('acme', 'vintage-wash-tee')).toMatchObject({ needAttention: 1 });
  });

  it('seeds the private store, the demo shopper and consistent orders', async () => {
    const [globex] = await db().select().from(storefronts).where(eq(storefronts.slug, 'globex'));
    expect(globex).toMatchObject({
      privateStore: true,
      privateGiftCardAccess: true,
      allowedEmailDomain: 'globex.test',
    });
    expect(await verifyPassword('globex-2026', globex!.privatePasswordHash!)).toBe(true);

    const [alex] = await db().select().from(users).where(eq(users.email, 'alex@acme.test'));
    expect(alex!.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword('Acme-Demo-2026!', alex!.passwordHash!)).toBe(true);
    expect(alex!.role).toBe('customer');
    const owners = await db().select().from(users).where(eq(users.role, 'owner'));
    expect(owners.map((o) => o.email).sort()).toEqual([
      'owner@acme.test',
      'owner@globex.test',
      'owner@initech.test',
    ]);
    const initechOwner = owners.find((o) => o.email === 'owner@initech.test');
    expect(await verifyPassword('Initech-Owner-2026!', initechOwner!.passwordHash!)).toBe(true);

    const cards = await db()
      .select({
        digest: giftCards.codeDigest,
        last4: giftCards.codeLast4,
        balance: giftCards.balance,
      })
      .from(giftCards);
    expect(cards).toEqual(
      expect.arrayContaining([
        { digest: giftCardCodeDigest('ACME-ALEX-0050'), last4: '0050', balance: 5000 },
        { digest: giftCardCodeDigest('GLOBEX-WELCOME-100'), last4: 'E100', balance: 10000 },
        { digest: giftCardCodeDigest('GLOBEX-WELCOME-050'), last4: 'E050', balance: 5000 },
      ]),
    );
    // The seed stores no code in clear, only its digest (decision 0023).
    expect(JSON.stringify(cards)).not.toContain('ACME');
    const ledger = await db()
      .select({
        code: giftCards.codeLast4,
        balance: giftCards.balance,
        sum: sql<number>`sum(${giftCardTransactions.amount})::int`,
      })
      .from(giftCards)
      .innerJoin(giftCardTransactions, eq(giftCardTransactions.giftCardId, giftCards.id))
      .groupBy(giftCards.id);
    for (const card of ledger) expect(card.sum, card.code).toBe(card.balance);

    const alexOrders = await db().select().from(orders).where(eq(orders.userId, alex!.id));
    expect(new Set(alexOrders.map((o) => o.status))).toEqual(new Set([1, 2, 3, 4, 5]));
    for (const o of alexOrders) {
      expect(o.total).toBe(o.subtotal - o.discount + o.shipping + o.tax - o.giftCardAmount);
      expect(o.totalWithoutDiscounts).toBe(o.total + o.discount);
    }
    expect(alexOrders.filter((o) => o.promoCodeId !== null && o.discount > 0)).toHaveLength(1);
  });

  it('writes page sections whose content the page renderer accepts', async () => {
    const pages = await db().select().from(storefrontPages);
    const sections = pages.flatMap((p) => p.sections);
    expect(new Set(sections.map((s) => s.component)).size).toBe(6);
    for (const section of sections) expect(parseSection(section), section.id).not.toBeNull();
  });

  it('seeds the Initech welcome kit', async () => {
    const [kit] = await db().select().from(kits).where(eq(kits.token, 'initech-welcome-kit'));
    expect(kit).toMatchObject({
      name: 'Welcome Kit',
      amount: 3,
      hidePrices: true,
      storefrontId: await storeId('initech'),
    });
    const items = await db()
      .select({
        name: products.name,
        required: kitProducts.required,
        quantity: kitProducts.quantity,
      })
      .from(kitProducts)
      .innerJoin(products, eq(products.id, kitProducts.productId))
      .where(eq(kitProducts.kitId, kit!.id));
    expect(items).toEqual(
      expect.arrayContaining([
        { name: 'Initech Hoodie', required: true, quantity: 1 },
        { name: 'Initech Mug', required: false, quantity: 2 },
      ]),
    );
    expect(items).toHaveLength(5);
  });

  it('does nothing on a second start', async () => {
    const before = await db().select({ n: count() }).from(products);
    const started = performance.now();
    await seedDemoStores(db(), { dataDir: null });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await db().select({ n: count() }).from(products)).toEqual(before);
  });
});

describe('printableGiftingLinks', () => {
  const openLinks = async () =>
    (
      await db()
        .select({ n: count() })
        .from(giftingLinks)
        .where(and(isNull(giftingLinks.redeemedAt), gt(giftingLinks.expiresAt, new Date())))
    )[0]!.n;

  it('prints at least three open recipient links and makes no more while they last', async () => {
    const links = await printableGiftingLinks(db(), 3201);
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links)
      expect(link).toMatch(
        /^http:\/\/initech\.localhost:3201\/kit\?token=initech-welcome-kit&user_token=[\w-]+$/,
      );
    const total = await db().select({ n: count() }).from(giftingLinks);
    expect(await printableGiftingLinks(db(), 3201)).toEqual(links);
    expect(await db().select({ n: count() }).from(giftingLinks)).toEqual(total);
  });

  it('tops the open links back up to three once some are redeemed', async () => {
    await db()
      .update(giftingLinks)
      .set({ redeemedAt: new Date() })
      .where(and(isNull(giftingLinks.redeemedAt), isNotNull(giftingLinks.expiresAt)));
    expect(await openLinks()).toBe(0);
    const links = await printableGiftingLinks(db(), 3201);
    expect(links).toHaveLength(3);
    expect(links.some((l) => l.includes('demo-recipient'))).toBe(false);
    expect(await openLinks()).toBe(3);
  });
});
