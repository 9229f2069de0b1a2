/** Initech's welcome kit and the recipient links that open it. */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import { kitPath } from '@storefront/contracts';
import type { Database, Transaction } from '../client.ts';
import { giftingLinks, kitProducts, kits, storefronts } from '../schema/index.ts';
import type { SeededCatalog } from './insert-products.ts';
import { WELCOME_KIT_TOKEN } from './initech.ts';
import { storeMedia } from './store-def.ts';
import { daysFrom } from './days.ts';

const LINK_LIFETIME_DAYS = 180;
const OPEN_LINKS_WANTED = 3;
const LINKS_PRINTED = 5;

const KIT_PRODUCTS = [
  { slug: 'initech-hoodie', required: true, quantity: 1 },
  { slug: 'initech-mug', required: false, quantity: 2 },
  { slug: 'initech-notebook', required: false, quantity: 1 },
  { slug: 'initech-cap', required: false, quantity: 1 },
  { slug: 'initech-tee', required: false, quantity: 1 },
];

/** Fixed tokens so tests can open the kit; links made later get random ones. */
const SEEDED_LINKS = [
  { userToken: 'demo-recipient-1', recipientName: 'Peter Gibbons', state: 'open' },
  { userToken: 'demo-recipient-2', recipientName: 'Samir Nagheenanajar', state: 'open' },
  { userToken: 'demo-recipient-3', recipientName: 'Michael Bolton', state: 'open' },
  { userToken: 'demo-recipient-expired', recipientName: 'Bill Lumbergh', state: 'expired' },
  { userToken: 'demo-recipient-redeemed', recipientName: 'Milton Waddams', state: 'redeemed' },
] as const;

const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@initech.test`;

export async function insertWelcomeKit(
  tx: Transaction,
  catalog: SeededCatalog,
  now: Date,
): Promise<void> {
  const storefrontId = catalog.storeIds.get('initech')!;
  const [kit] = await tx
    .insert(kits)
    .values({
      storefrontId,
      name: 'Welcome Kit',
      token: WELCOME_KIT_TOKEN,
      amount: 3,
      bannerPath: storeMedia('initech', 'banner-kit.webp'),
      hidePrices: true,
      budgetCents: 250_000,
    })
    .returning({ id: kits.id });
  await tx.insert(kitProducts).values(
    KIT_PRODUCTS.map((p) => ({
      storefrontId,
      kitId: kit!.id,
      productId: catalog.productIds.get(`initech/${p.slug}`)!,
      required: p.required,
      quantity: p.quantity,
    })),
  );
  await tx.insert(giftingLinks).values(
    SEEDED_LINKS.map((l) => ({
      storefrontId,
      kitId: kit!.id,
      userToken: l.userToken,
      recipientName: l.recipientName,
      recipientEmail: emailOf(l.recipientName),
      expiresAt: daysFrom(now, l.state === 'expired' ? -1 : LINK_LIFETIME_DAYS),
      redeemedAt: l.state === 'redeemed' ? daysFrom(now, -2) : null,
    })),
  );
}

/**
 * Recipient URLs to print at start: makes sure at least three unredeemed, unexpired links
 * exist (new ones get random tokens) and returns up to five of them.
 */
export async function printableGiftingLinks(db: Database, port: number): Promise<string[]> {
  const [kit] = await db
    .select({ id: kits.id, storefrontId: kits.storefrontId })
    .from(kits)
    .innerJoin(storefronts, eq(storefronts.id, kits.storefrontId))
    .where(and(eq(kits.token, WELCOME_KIT_TOKEN), eq(storefronts.slug, 'initech')));
  if (!kit) return [];
  const now = new Date();
  let open = await openLinks(db, kit.id, now);
  if (open.length < OPEN_LINKS_WANTED) {
    await db.insert(giftingLinks).values(
      Array.from({ length: OPEN_LINKS_WANTED - open.length }, () => {
        const userToken = randomBytes(16).toString('base64url');
        return {
          storefrontId: kit.storefrontId,
          kitId: kit.id,
          userToken,
          recipientName: 'New Hire',
          recipientEmail: `new-hire-${userToken.slice(0, 8).toLowerCase()}@initech.test`,
          expiresAt: daysFrom(now, LINK_LIFETIME_DAYS),
        };
      }),
    );
    open = await openLinks(db, kit.id, now);
  }
  return open
    .slice(0, LINKS_PRINTED)
    .map(
      (l) =>
        `http://initech.localhost:${port}${kitPath({ token: WELCOME_KIT_TOKEN, user_token: l.userToken })}`,
    );
}

function openLinks(db: Database, kitId: number, now: Date) {
  return db
    .select({ userToken: giftingLinks.userToken })
    .from(giftingLinks)
    .where(
      and(
        eq(giftingLinks.kitId, kitId),
        isNull(giftingLinks.redeemedAt),
        or(isNull(giftingLinks.expiresAt), gt(giftingLinks.expiresAt, now)),
      ),
    )
    .orderBy(asc(giftingLinks.id));
}
