import { randomBytes } from 'node:crypto';
import {
  CAMPAIGN_MESSAGES,
  kitPath,
  REMINDERS_MAX,
  type Campaign,
  type CampaignChange,
  type CampaignFunnel,
  type CampaignLanguage,
  type CampaignRecipient,
  type CampaignRecipientsBody,
  type DemandRow,
  type NewCampaignBody,
  type NewCampaignRecipient,
  type RecipientAction,
  type RecipientState,
  type RecipientsDryRun,
} from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, invalidData, notFound } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { getProductCards } from '../catalog/index.ts';
import type { Mailer } from '../mail/index.ts';
import type { StorefrontRow } from '../storefronts/index.ts';
import { campaignMail } from './campaign-mail.ts';
import { checkRecipients, checkRecipientsCsv, recipientsCsv } from './campaign-csv.ts';
import {
  byLinkId,
  byTrackingId,
  claimReminder,
  extendRecipients,
  findCampaignProducts,
  findCampaigns,
  findDueReminders,
  findFunnelSeries,
  findOpenRecipients,
  findRecipients,
  findTakenEmails,
  insertRecipients,
  lockCampaign,
  markSent,
  markStep,
  revokeRecipients,
  updateCampaign,
  type CampaignCounts,
} from './campaigns.queries.ts';
import { insertKit, type GiftingLinkRow, type KitRow } from './gifting.queries.ts';
import type { SpentOnLinks } from './kit-budget.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What demand the other modules count for a kit's links (cart lines chosen, order lines). */
export type DemandCounter = (
  db: Database,
  linkIds: number[],
) => Promise<
  {
    productId: number | null;
    name: string;
    color: string | null;
    size: string | null;
    quantity: number;
  }[]
>;

export type CampaignDeps = {
  db: Database;
  mailer: Pick<Mailer, 'queue'>;
  clock: Clock;
  spentOnLinks: SpentOnLinks;
  chosenDemand: DemandCounter;
  orderedDemand: DemandCounter;
};

type Owner = { store: StorefrontRow; actor: AuditActor; origin: string };

const iso = (d: Date | null) => d?.toISOString() ?? null;
const pixelUrl = (origin: string, link: GiftingLinkRow) =>
  `${origin}/api/gifting/opened/${link.trackingId}`;

async function campaignOf(deps: CampaignDeps, storefrontId: number, kitId: number) {
  const [kit] = await findCampaigns(deps.db, storefrontId, deps.clock.now(), kitId);
  if (!kit) throw notFound('No such campaign in this store.');
  return kit;
}

async function toCampaigns(
  deps: CampaignDeps,
  kits: (KitRow & { counts: CampaignCounts })[],
): Promise<Campaign[]> {
  const products = await findCampaignProducts(
    deps.db,
    kits.map((k) => k.id),
  );
  return Promise.all(
    kits.map(async (kit) => {
      const links = await findRecipients(deps.db, kit.id);
      return {
        id: kit.id,
        name: kit.name,
        token: kit.token,
        amount: kit.amount,
        hide_prices: kit.hidePrices,
        budget_cents: kit.budgetCents,
        spent_cents: await deps.spentOnLinks(
          deps.db,
          links.map((l) => l.id),
        ),
        banner_path: kit.bannerPath,
        link_expiry_days: kit.linkExpiryDays,
        reminder_days: kit.reminderDays,
        reminders_enabled: kit.remindersEnabled,
        language: kit.language as CampaignLanguage,
        products: products
          .filter((p) => p.kitId === kit.id)
          .map((p) => ({ product_id: p.productId, required: p.required, quantity: p.quantity })),
        counts: kit.counts,
        created_at: kit.createdAt.toISOString(),
      };
    }),
  );
}

export async function listCampaigns(deps: CampaignDeps, storefrontId: number) {
  return toCampaigns(deps, await findCampaigns(deps.db, storefrontId, deps.clock.now()));
}

export async function getCampaign(deps: CampaignDeps, storefrontId: number, kitId: number) {
  const [campaign] = await toCampaigns(deps, [await campaignOf(deps, storefrontId, kitId)]);
  return campaign!;
}

async function checkProducts(db: Database, storefrontId: number, ids: number[]) {
  const forSale = await getProductCards(db, storefrontId, ids);
  if (forSale.length !== ids.length) {
    throw invalidData('Every kit product must be a product this store sells.', {
      products: ['Every kit product must be a product this store sells.'],
    });
  }
}

function requiredWithinAmount(amount: number, products: { required: boolean; quantity: number }[]) {
  const required = products.filter((p) => p.required).length;
  if (required > amount) {
    throw invalidData('The kit has more required products than picks.', {
      amount: ['Must be at least the number of required products.'],
    });
  }
}

const kitFields = (body: Partial<NewCampaignBody>) => ({
  name: body.name,
  amount: body.amount,
  hidePrices: body.hide_prices,
  budgetCents: body.budget_cents,
  bannerPath: body.banner_path,
  linkExpiryDays: body.link_expiry_days,
  reminderDays: body.reminder_days,
  remindersEnabled: body.reminders_enabled,
  language: body.language,
});

export async function createCampaign(
  deps: CampaignDeps,
  owner: Owner,
  body: NewCampaignBody,
): Promise<Campaign> {
  const storefrontId = owner.store.id;
  await checkProducts(
    deps.db,
    storefrontId,
    body.products.map((p) => p.product_id),
  );
  requiredWithinAmount(body.amount, body.products);
  const kit = await insertKit(
    deps.db,
    {
      storefrontId,
      token: randomBytes(12).toString('base64url'),
      ...kitFields(body),
      name: body.name,
      amount: body.amount,
    },
    body.products.map((p) => ({
      storefrontId,
      productId: p.product_id,
      required: p.required,
      quantity: p.quantity,
    })),
  );
  await recordAudit(deps.db, {
    storefrontId,
    actor: owner.actor,
    action: 'campaign.create',
    subject: String(kit.id),
    after: body,
  });
  return getCampaign(deps, storefrontId, kit.id);
}

export async function changeCampaign(
  deps: CampaignDeps,
  owner: Owner,
  kitId: number,
  change: CampaignChange,
): Promise<Campaign> {
  const storefrontId = owner.store.id;
  const before = await getCampaign(deps, storefrontId, kitId);
  if (change.products) {
    await checkProducts(
      deps.db,
      storefrontId,
      change.products.map((p) => p.product_id),
    );
  }
  requiredWithinAmount(change.amount ?? before.amount, change.products ?? before.products);
  const fields = Object.fromEntries(
    Object.entries(kitFields(change)).filter(([, v]) => v !== undefined),
  );
  await updateCampaign(
    deps.db,
    kitId,
    fields,
    change.products?.map((p) => ({
      productId: p.product_id,
      required: p.required,
      quantity: p.quantity,
    })),
    storefrontId,
  );
  await recordAudit(deps.db, {
    storefrontId,
    actor: owner.actor,
    action: 'campaign.update',
    subject: String(kitId),
    before,
    after: change,
  });
  return getCampaign(deps, storefrontId, kitId);
}

/** A link's one state: the last step reached, or expired/revoked when it can no longer be used. */
export function recipientState(link: GiftingLinkRow, now: Date): RecipientState {
  if (link.redeemedAt) return 'ordered';
  if (link.revokedAt) return 'revoked';
  if (link.expiresAt && link.expiresAt <= now) return 'expired';
  if (link.chosenAt) return 'chosen';
  if (link.linkOpenedAt) return 'link_opened';
  if (link.emailOpenedAt) return 'email_opened';
  return 'sent';
}

const linkUrl = (origin: string, kit: KitRow, link: GiftingLinkRow) =>
  origin + kitPath({ token: kit.token, user_token: link.userToken });

function toRecipient(
  origin: string,
  kit: KitRow,
  link: GiftingLinkRow,
  now: Date,
): CampaignRecipient {
  return {
    id: link.id,
    name: link.recipientName,
    email: link.recipientEmail,
    note: link.note,
    state: recipientState(link, now),
    url: linkUrl(origin, kit, link),
    expires_at: iso(link.expiresAt),
    sent_at: iso(link.sentAt),
    email_opened_at: iso(link.emailOpenedAt),
    link_opened_at: iso(link.linkOpenedAt),
    chosen_at: iso(link.chosenAt),
    ordered_at: iso(link.redeemedAt),
    revoked_at: iso(link.revokedAt),
    reminders_sent: link.remindersSent,
    last_reminder_at: iso(link.lastReminderAt),
  };
}

export async function listRecipients(deps: CampaignDeps, owner: Owner, kitId: number) {
  const kit = await campaignOf(deps, owner.store.id, kitId);
  const now = deps.clock.now();
  return (await findRecipients(deps.db, kit.id)).map((l) => toRecipient(owner.origin, kit, l, now));
}

/** The body's recipients checked (CSV or list), plus e-mails the campaign already has. Writes nothing. */
export async function dryRunRecipients(
  deps: CampaignDeps,
  storefrontId: number,
  kitId: number,
  body: CampaignRecipientsBody,
): Promise<RecipientsDryRun> {
  const kit = await campaignOf(deps, storefrontId, kitId);
  const checked = body.csv
    ? checkRecipientsCsv(body.csv)
    : checkRecipients((body.recipients ?? []).map((row, i) => ({ line: i + 1, row })));
  const lines = body.csv ? csvLinesOf(checked, body.csv) : null;
  const taken = await findTakenEmails(
    deps.db,
    kit.id,
    checked.recipients.map((r) => r.email),
  );
  const problems = [...checked.problems];
  const recipients = checked.recipients.filter((r, i) => {
    if (!taken.has(r.email)) return true;
    problems.push({
      line: lines?.get(r.email) ?? i + 1,
      message: CAMPAIGN_MESSAGES.duplicateInCampaign(r.email),
    });
    return false;
  });
  problems.sort((a, b) => a.line - b.line);
  return { recipients, problems };
}

/** The CSV line of each good recipient's e-mail (for a problem found after the file check). */
function csvLinesOf(checked: RecipientsDryRun, csv: string) {
  const lines = new Map<string, number>();
  csv
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .forEach((text, i) => {
      for (const r of checked.recipients) {
        if (!lines.has(r.email) && text.toLowerCase().includes(r.email)) lines.set(r.email, i + 1);
      }
    });
  return lines;
}

/**
 * Makes and mails the links of a checked batch: any problem refuses the whole batch (422 with
 * every problem by line) and writes nothing; else all links in one transaction, then one mail each.
 */
export async function sendRecipients(
  deps: CampaignDeps,
  owner: Owner,
  kitId: number,
  body: CampaignRecipientsBody,
): Promise<CampaignRecipient[]> {
  const storefrontId = owner.store.id;
  const checked = await dryRunRecipients(deps, storefrontId, kitId, body);
  if (checked.problems.length) {
    throw invalidData('Some recipients cannot be added.', {
      recipients: checked.problems.map((p) => `line ${p.line}: ${p.message}`),
    });
  }
  const kit = await campaignOf(deps, storefrontId, kitId);
  const now = deps.clock.now();
  const expiresAt = kit.linkExpiryDays
    ? new Date(now.getTime() + kit.linkExpiryDays * DAY_MS)
    : null;
  const links = await deps.db.transaction(async (tx) => {
    await lockCampaign(tx, kit.id);
    const taken = await findTakenEmails(
      tx as unknown as Database,
      kit.id,
      checked.recipients.map((r) => r.email),
    );
    if (taken.size) {
      throw new AppError('conflict', CAMPAIGN_MESSAGES.duplicateInCampaign([...taken][0]!));
    }
    const rows = await insertRecipients(
      tx,
      checked.recipients.map((r: NewCampaignRecipient) => ({
        storefrontId,
        kitId: kit.id,
        userToken: randomBytes(16).toString('base64url'),
        recipientName: r.name,
        recipientEmail: r.email,
        note: r.note,
        expiresAt,
        sentAt: now,
      })),
    );
    await recordAudit(tx, {
      storefrontId,
      actor: owner.actor,
      action: 'campaign.recipients.send',
      subject: String(kit.id),
      after: { recipients: rows.length },
    });
    return rows;
  });
  for (const link of links) await mailLink(deps, owner.store, owner.origin, kit, link);
  return links.map((l) => toRecipient(owner.origin, kit, l, now));
}

async function mailLink(
  deps: Pick<CampaignDeps, 'mailer'>,
  store: StorefrontRow,
  origin: string,
  kit: KitRow,
  link: GiftingLinkRow,
  reminder = false,
) {
  await deps.mailer.queue(
    campaignMail({
      store,
      language: kit.language as CampaignLanguage,
      recipient: { name: link.recipientName, email: link.recipientEmail, note: link.note },
      url: linkUrl(origin, kit, link),
      expiresAt: link.expiresAt,
      pixelUrl: pixelUrl(origin, link),
      origin,
      reminder,
    }),
  );
}

/** Resend, revoke or extend the selected links; answers how many were changed (or mailed). */
export async function actOnRecipients(
  deps: CampaignDeps,
  owner: Owner,
  kitId: number,
  action: RecipientAction,
  ids: number[],
  days: number | undefined,
): Promise<number> {
  const storefrontId = owner.store.id;
  const kit = await campaignOf(deps, storefrontId, kitId);
  const now = deps.clock.now();
  let changed: GiftingLinkRow[];
  if (action === 'revoke') {
    changed = await revokeRecipients(deps.db, kit.id, ids, now);
  } else if (action === 'extend') {
    const lifetime = days ?? kit.linkExpiryDays ?? 30;
    changed = await extendRecipients(
      deps.db,
      kit.id,
      ids,
      new Date(now.getTime() + lifetime * DAY_MS),
    );
  } else {
    changed = await findOpenRecipients(deps.db, kit.id, ids, now);
    for (const link of changed) await mailLink(deps, owner.store, owner.origin, kit, link);
    await markSent(
      deps.db,
      changed.filter((l) => !l.sentAt).map((l) => l.id),
      now,
    );
  }
  await recordAudit(deps.db, {
    storefrontId,
    actor: owner.actor,
    action: `campaign.recipients.${action}`,
    subject: String(kit.id),
    after: { ids: changed.map((l) => l.id), days: days ?? null },
  });
  return changed.length;
}

const rate = (part: number, whole: number) =>
  whole ? Math.round((part / whole) * 1000) / 1000 : 0;

export async function campaignFunnel(
  deps: CampaignDeps,
  storefrontId: number,
  kitId: number,
): Promise<CampaignFunnel> {
  const kit = await campaignOf(deps, storefrontId, kitId);
  const links = await findRecipients(deps.db, kit.id);
  const spent = await deps.spentOnLinks(
    deps.db,
    links.map((l) => l.id),
  );
  const c = kit.counts;
  return {
    counts: c,
    rates: {
      email_opened: rate(c.email_opened, c.sent),
      link_opened: rate(c.link_opened, c.sent),
      chosen: rate(c.chosen, c.sent),
      ordered: rate(c.ordered, c.sent),
      expired: rate(c.expired, c.sent),
    },
    series: await findFunnelSeries(deps.db, kit.id),
    budget_cents: kit.budgetCents,
    spent_cents: spent,
    left_cents: kit.budgetCents === null ? null : Math.max(0, kit.budgetCents - spent),
  };
}

/** Which products, colours and sizes the recipients chose (carts) and ordered. */
export async function campaignDemand(
  deps: CampaignDeps,
  storefrontId: number,
  kitId: number,
): Promise<DemandRow[]> {
  const kit = await campaignOf(deps, storefrontId, kitId);
  const ids = (await findRecipients(deps.db, kit.id)).map((l) => l.id);
  const rows = new Map<string, DemandRow>();
  const add = async (counter: DemandCounter, key: 'chosen' | 'ordered') => {
    for (const r of await counter(deps.db, ids)) {
      const id = JSON.stringify([r.productId, r.name, r.color, r.size]);
      const row = rows.get(id) ?? {
        product_id: r.productId,
        product_name: r.name,
        color: r.color,
        size: r.size,
        chosen: 0,
        ordered: 0,
      };
      row[key] += r.quantity;
      rows.set(id, row);
    }
  };
  await add(deps.chosenDemand, 'chosen');
  await add(deps.orderedDemand, 'ordered');
  return [...rows.values()].sort(
    (a, b) =>
      a.product_name.localeCompare(b.product_name) ||
      (a.color ?? '').localeCompare(b.color ?? '') ||
      (a.size ?? '').localeCompare(b.size ?? ''),
  );
}

export async function exportRecipients(deps: CampaignDeps, owner: Owner, kitId: number) {
  const recipients = await listRecipients(deps, owner, kitId);
  return recipientsCsv(
    [
      'name',
      'email',
      'note',
      'state',
      'link',
      'expires_at',
      'sent_at',
      'email_opened_at',
      'link_opened_at',
      'chosen_at',
      'ordered_at',
      'revoked_at',
      'reminders_sent',
      'last_reminder_at',
    ],
    recipients.map((r) => [
      r.name,
      r.email,
      r.note,
      r.state,
      r.url,
      r.expires_at,
      r.sent_at,
      r.email_opened_at,
      r.link_opened_at,
      r.chosen_at,
      r.ordered_at,
      r.revoked_at,
      r.reminders_sent,
      r.last_reminder_at,
    ]),
  );
}

/** The e-mail's pixel was loaded: the first time counts as "opened". */
export async function recordEmailOpened(
  deps: Pick<CampaignDeps, 'db' | 'clock'>,
  trackingId: string,
) {
  await markStep(deps.db, byTrackingId(trackingId), 'emailOpenedAt', deps.clock.now());
}

/** A product went into the recipient's gifting cart: the funnel's "chosen" step. */
export const recordGiftChosen = (db: Database, linkId: number) =>
  recordLinkStep(db, linkId, 'chosenAt');

/** The kit page was opened with the link, or a product went into its cart. */
export async function recordLinkStep(
  db: Database,
  linkId: number,
  step: 'linkOpenedAt' | 'chosenAt',
  now = new Date(),
) {
  await markStep(db, byLinkId(linkId), step, now);
}

export type ReminderDeps = Pick<CampaignDeps, 'db' | 'mailer' | 'clock'> & {
  origin: (store: StorefrontRow) => string;
};

/**
 * Mails a reminder to every recipient due one at the clock's now. Each reminder is claimed first
 * by a guarded update (`reminders_sent` moved from the value read), so two runs at once — on one
 * instance or two — mail each recipient once. Answers how many reminders were mailed.
 */
export async function sendCampaignReminders(deps: ReminderDeps): Promise<number> {
  const now = deps.clock.now();
  let sent = 0;
  for (const { link, kit, store } of await findDueReminders(deps.db, now, REMINDERS_MAX)) {
    const claimed = await claimReminder(deps.db, link.id, link.remindersSent, now);
    if (!claimed) continue;
    await mailLink(deps, store, deps.origin(store), kit, claimed, true);
    sent++;
  }
  return sent;
}
