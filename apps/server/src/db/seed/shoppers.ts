/** Demo accounts, promo codes and gift cards with their ledger (docs/demo-stores.md). */
import { giftCardCodeDigest, storedCode } from '../../lib/gift-card-codes.ts';
import type { Transaction } from '../client.ts';
import { giftCards, giftCardTransactions, promoCodes, users } from '../schema/index.ts';
import { ALEX_ORDERS, insertOrders } from './demo-orders.ts';
import type { SeededCatalog } from './insert-products.ts';
import type { Random } from './random.ts';
import { daysFrom } from './days.ts';

export const DEMO_ACCOUNTS = [
  {
    store: 'acme',
    email: 'alex@acme.test',
    password: 'Acme-Demo-2026!',
    firstName: 'Alex',
    lastName: 'Morgan',
    username: 'alexmorgan',
  },
  {
    store: 'globex',
    email: 'jordan@globex.test',
    password: 'Globex-Demo-2026!',
    firstName: 'Jordan',
    lastName: 'Lee',
    username: 'jordanlee',
  },
  ...(['acme', 'globex', 'initech'] as const).map((store) => ({
    store,
    email: `owner@${store}.test`,
    password: `${store[0]!.toUpperCase()}${store.slice(1)}-Owner-2026!`,
    firstName: 'Store',
    lastName: 'Owner',
    username: `${store}owner`,
    role: 'owner' as const,
  })),
] as const;

export async function insertShoppers(
  tx: Transaction,
  catalog: SeededCatalog,
  passwordHashes: string[],
  rand: Random,
  now: Date,
): Promise<void> {
  const storeId = (slug: string) => catalog.storeIds.get(slug)!;
  const acme = storeId('acme');
  const ago = (days: number) => daysFrom(now, -days);

  const accounts = await tx
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((a, i) => ({
        storefrontId: storeId(a.store),
        email: a.email,
        username: a.username,
        firstName: a.firstName,
        lastName: a.lastName,
        passwordHash: passwordHashes[i]!,
        role: 'role' in a ? a.role : ('customer' as const),
        emailVerifiedAt: ago(200),
        createdAt: ago(200),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const alexId = accounts.find((a) => a.email === 'alex@acme.test')!.id;

  const [welcome] = await tx
    .insert(promoCodes)
    .values([
      { storefrontId: acme, code: 'WELCOME10', kind: 'percent', value: 10, usedCount: 1 },
      { storefrontId: acme, code: 'SAVE5', kind: 'fixed', value: 500, minOrderCents: 2500 },
      {
        storefrontId: acme,
        code: 'EXPIRED20',
        kind: 'percent',
        value: 20,
        startsAt: ago(90),
        expiresAt: ago(30),
      },
    ])
    .returning({ id: promoCodes.id });

  const cards = await tx
    .insert(giftCards)
    .values([
      {
        storefrontId: acme,
        ...storedCode('ACME-ALEX-0050'),
        initialBalance: 7500,
        balance: 5000,
        ownerUserId: alexId,
        grantsPrivateAccess: false,
        createdAt: ago(150),
      },
      {
        storefrontId: acme,
        ...storedCode('ACME-SAM-0050'),
        initialBalance: 5000,
        balance: 5000,
        recipientEmail: 'sam.lee@acme.test',
        grantsPrivateAccess: false,
        createdAt: ago(171),
      },
      {
        storefrontId: storeId('globex'),
        ...storedCode('GLOBEX-WELCOME-100'),
        initialBalance: 10000,
        balance: 10000,
        createdAt: ago(60),
      },
      {
        storefrontId: storeId('globex'),
        ...storedCode('GLOBEX-WELCOME-050'),
        initialBalance: 5000,
        balance: 5000,
        createdAt: ago(60),
      },
    ])
    .returning({
      id: giftCards.id,
      codeDigest: giftCards.codeDigest,
      storefrontId: giftCards.storefrontId,
      initialBalance: giftCards.initialBalance,
      createdAt: giftCards.createdAt,
    });
  const cardId = (code: string) => cards.find((c) => c.codeDigest === giftCardCodeDigest(code))!.id;

  const orderIds = await insertOrders(tx, acme, alexId, welcome!.id, catalog, rand, now);
  const issuingOrder = (digest: string) =>
    ALEX_ORDERS.findIndex(
      (o) => o.issuedGiftCard && giftCardCodeDigest(o.issuedGiftCard.code) === digest,
    );
  await tx.insert(giftCardTransactions).values([
    ...cards.map((c) => ({
      storefrontId: c.storefrontId,
      giftCardId: c.id,
      amount: c.initialBalance,
      kind: 'issue',
      orderId: orderIds[issuingOrder(c.codeDigest)] ?? null,
      createdAt: c.createdAt,
    })),
    ...ALEX_ORDERS.flatMap((o, i) =>
      o.paidFromGiftCard
        ? [
            {
              storefrontId: acme,
              giftCardId: cardId(o.paidFromGiftCard.code),
              orderId: orderIds[i]!,
              amount: -o.paidFromGiftCard.cents,
              kind: 'redeem',
              createdAt: ago(o.daysAgo),
            },
          ]
        : [],
    ),
  ]);
}
