import { and, asc, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.ts';
import { giftingLinks, kitProducts, kits, storefronts } from '../../db/schema/index.ts';
import type { GiftingLinkRow, KitRow, NewGiftingLink } from './gifting.queries.ts';

type Executor = Database | Transaction;
const DAY = sql`interval '1 day'`;

/** Each funnel step's count over a kit's links at `now` (a step counts everyone who reached it). */
function countColumns(now: Date) {
  const l = giftingLinks;
  const open = sql`${l.redeemedAt} is null and ${l.revokedAt} is null`;
  return {
    recipients: sql<number>`count(${l.id})::int`,
    sent: sql<number>`count(${l.sentAt})::int`,
    email_opened: sql<number>`count(${l.emailOpenedAt})::int`,
    link_opened: sql<number>`count(${l.linkOpenedAt})::int`,
    chosen: sql<number>`count(${l.chosenAt})::int`,
    ordered: sql<number>`count(${l.redeemedAt})::int`,
    expired: sql<number>`(count(${l.id}) filter (where ${open} and ${l.expiresAt} <= ${now}))::int`,
    revoked: sql<number>`(count(${l.id}) filter (where ${l.revokedAt} is not null and ${l.redeemedAt} is null))::int`,
  };
}

export type CampaignCounts = {
  recipients: number;
  sent: number;
  email_opened: number;
  link_opened: number;
  chosen: number;
  ordered: number;
  expired: number;
  revoked: number;
};

/** The store's kits (newest first), or one of them, each with its funnel counted in SQL. */
export async function findCampaigns(
  db: Executor,
  storefrontId: number,
  now: Date,
  kitId?: number,
): Promise<(KitRow & { counts: CampaignCounts })[]> {
  const where = [eq(kits.storefrontId, storefrontId)];
  if (kitId !== undefined) where.push(eq(kits.id, kitId));
  const rows = await db
    .select({ kit: kits, ...countColumns(now) })
    .from(kits)
    .leftJoin(giftingLinks, eq(giftingLinks.kitId, kits.id))
    .where(and(...where))
    .groupBy(kits.id)
    .orderBy(desc(kits.createdAt), desc(kits.id));
  return rows.map(({ kit, ...counts }) => ({ ...kit, counts }));
}

export async function findCampaignProducts(db: Executor, kitIds: number[]) {
  if (!kitIds.length) return [];
  return db
    .select({
      kitId: kitProducts.kitId,
      productId: kitProducts.productId,
      required: kitProducts.required,
      quantity: kitProducts.quantity,
    })
    .from(kitProducts)
    .where(inArray(kitProducts.kitId, kitIds))
    .orderBy(asc(kitProducts.id));
}

export type KitProductRule = { productId: number; required: boolean; quantity: number };

/** Replaces a kit's fields and, when given, its products, in one transaction. */
export async function updateCampaign(
  db: Database,
  kitId: number,
  change: Partial<typeof kits.$inferInsert>,
  products: KitProductRule[] | undefined,
  storefrontId: number,
) {
  return db.transaction(async (tx) => {
    const [row] = Object.keys(change).length
      ? await tx.update(kits).set(change).where(eq(kits.id, kitId)).returning()
      : await tx.select().from(kits).where(eq(kits.id, kitId));
    if (products) {
      await tx.delete(kitProducts).where(eq(kitProducts.kitId, kitId));
      await tx.insert(kitProducts).values(products.map((p) => ({ ...p, kitId, storefrontId })));
    }
    return row!;
  });
}

export async function findRecipients(db: Executor, kitId: number, ids?: number[]) {
  const where = [eq(giftingLinks.kitId, kitId)];
  if (ids) where.push(inArray(giftingLinks.id, ids));
  return db
    .select()
    .from(giftingLinks)
    .where(and(...where))
    .orderBy(asc(giftingLinks.id));
}

/** The e-mails (lower case) of the kit's recipients among `emails`. */
export async function findTakenEmails(db: Executor, kitId: number, emails: string[]) {
  if (!emails.length) return new Set<string>();
  const rows = await db
    .select({ email: giftingLinks.recipientEmail })
    .from(giftingLinks)
    .where(and(eq(giftingLinks.kitId, kitId), inArray(giftingLinks.recipientEmail, emails)));
  return new Set(rows.map((r) => r.email));
}

/** The kit's row locked until the transaction ends: one batch of recipients at a time. */
export async function lockCampaign(tx: Transaction, kitId: number) {
  await tx.select({ id: kits.id }).from(kits).where(eq(kits.id, kitId)).for('update');
}

export async function insertRecipients(tx: Transaction, links: NewGiftingLink[]) {
  return tx.insert(giftingLinks).values(links).returning();
}

/** Revokes the kit's links among `ids` not yet ordered nor revoked; answers those changed. */
export async function revokeRecipients(db: Executor, kitId: number, ids: number[], now: Date) {
  return db
    .update(giftingLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(giftingLinks.kitId, kitId),
        inArray(giftingLinks.id, ids),
        isNull(giftingLinks.redeemedAt),
        isNull(giftingLinks.revokedAt),
      ),
    )
    .returning();
}

/** New expiry for the kit's links among `ids` not ordered nor revoked. */
export async function extendRecipients(db: Executor, kitId: number, ids: number[], until: Date) {
  return db
    .update(giftingLinks)
    .set({ expiresAt: until })
    .where(
      and(
        eq(giftingLinks.kitId, kitId),
        inArray(giftingLinks.id, ids),
        isNull(giftingLinks.redeemedAt),
        isNull(giftingLinks.revokedAt),
      ),
    )
    .returning();
}

/** The kit's links among `ids` still open at `now` (neither ordered, revoked nor expired). */
export async function findOpenRecipients(db: Executor, kitId: number, ids: number[], now: Date) {
  return db
    .select()
    .from(giftingLinks)
    .where(
      and(
        eq(giftingLinks.kitId, kitId),
        inArray(giftingLinks.id, ids),
        isNull(giftingLinks.redeemedAt),
        isNull(giftingLinks.revokedAt),
        or(isNull(giftingLinks.expiresAt), sql`${giftingLinks.expiresAt} > ${now}`),
      ),
    );
}

export async function markSent(db: Executor, linkIds: number[], now: Date) {
  if (!linkIds.length) return;
  await db.update(giftingLinks).set({ sentAt: now }).where(inArray(giftingLinks.id, linkIds));
}

type Step = 'emailOpenedAt' | 'linkOpenedAt' | 'chosenAt';

/** Records a funnel step's first time (a later one keeps the first). */
export async function markStep(db: Executor, where: SQL, step: Step, now: Date) {
  await db
    .update(giftingLinks)
    .set({ [step]: now })
    .where(and(where, isNull(giftingLinks[step])));
}

export const byTrackingId = (trackingId: string) => eq(giftingLinks.trackingId, trackingId);
export const byLinkId = (linkId: number) => eq(giftingLinks.id, linkId);

/** Per UTC day, how many links reached each step that day. */
export async function findFunnelSeries(db: Executor, kitId: number) {
  const l = giftingLinks;
  const step = (column: AnyPgColumn, name: string) =>
    sql`select (${column} at time zone 'UTC')::date as day, ${name}::text as step from ${l} where ${l.kitId} = ${kitId} and ${column} is not null`;
  const steps = sql.join(
    [
      step(l.sentAt, 'sent'),
      step(l.emailOpenedAt, 'email_opened'),
      step(l.linkOpenedAt, 'link_opened'),
      step(l.chosenAt, 'chosen'),
      step(l.redeemedAt, 'ordered'),
    ],
    sql` union all `,
  );
  const count = (name: string) => sql.raw(`(count(*) filter (where step = '${name}'))::int`);
  type Day = {
    day: string;
    sent: number;
    email_opened: number;
    link_opened: number;
    chosen: number;
    ordered: number;
  };
  // Both drivers answer `{ rows }`; the shared Database type cannot say so.
  const result = (await db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day,
      ${count('sent')} as sent, ${count('email_opened')} as email_opened,
      ${count('link_opened')} as link_opened, ${count('chosen')} as chosen,
      ${count('ordered')} as ordered
    from (${steps}) steps group by day order by day`)) as unknown as { rows: Day[] };
  return result.rows;
}

/**
 * Links due a reminder at `now`: not ordered nor revoked, expiring within their kit's reminder
 * window (kits with reminders on), fewer than `max` reminders and none in this window yet.
 */
export async function findDueReminders(db: Executor, now: Date, max: number) {
  return db
    .select({ link: giftingLinks, kit: kits, store: storefronts })
    .from(giftingLinks)
    .innerJoin(kits, eq(kits.id, giftingLinks.kitId))
    .innerJoin(storefronts, eq(storefronts.id, kits.storefrontId))
    .where(and(dueReminder(now), lt(giftingLinks.remindersSent, max)))
    .orderBy(asc(giftingLinks.id));
}

function dueReminder(now: Date) {
  const l = giftingLinks;
  const windowStart = sql`${l.expiresAt} - ${kits.reminderDays} * ${DAY}`;
  return and(
    eq(kits.remindersEnabled, true),
    isNull(l.redeemedAt),
    isNull(l.revokedAt),
    sql`${l.expiresAt} > ${now}`,
    sql`${windowStart} <= ${now}`,
    or(isNull(l.lastReminderAt), sql`${l.lastReminderAt} < ${windowStart}`),
  );
}

/**
 * Claims one reminder of a link: only the caller that moves `reminders_sent` from `sent` gets the
 * row, so two runs at once (or on two instances) mail it once.
 */
export async function claimReminder(
  db: Executor,
  linkId: number,
  sent: number,
  now: Date,
): Promise<GiftingLinkRow | undefined> {
  const [row] = await db
    .update(giftingLinks)
    .set({ remindersSent: sql`${giftingLinks.remindersSent} + 1`, lastReminderAt: now })
    .where(
      and(
        eq(giftingLinks.id, linkId),
        eq(giftingLinks.remindersSent, sent),
        sql`exists (select 1 from ${kits} where ${kits.id} = ${giftingLinks.kitId} and ${dueReminder(now)})`,
      ),
    )
    .returning();
  return row;
}
