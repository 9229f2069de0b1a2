import type { LowStockSize } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { storeOrigin } from '../gifting/index.ts';
import { listActiveOwners } from '../identity/index.ts';
import type { MailMessage, Mailer } from '../mail/index.ts';
import type { StorefrontRow } from '../storefronts/index.ts';
import { claimLowStockMail, findLowStock, findStoresToWarn } from './stock.queries.ts';

/** The queue job that tells owners which sizes run low: once a day, over all instances. */
export const LOW_STOCK_MAIL = 'catalog.low-stock-mail';
export const LOW_STOCK_MAIL_CRON = '0 7 * * *';
/** A mail lists this many sizes at most, then says how many more there are. */
const LISTED = 100;

declare module '../../plugins/jobs.ts' {
  interface JobData {
    [LOW_STOCK_MAIL]: Record<string, never>;
  }
}

type Deps = { db: Database; mailer: Pick<Mailer, 'queue'>; port: number };

/**
 * Mails each store's owners the sizes at or under the store's threshold, once per UTC day of
 * `now`: the store is claimed for the day by a guarded update first, so two runs at once (or on
 * two instances) send one mail per owner. A store with nothing low gets no mail. Answers how many
 * mails were queued.
 */
export async function mailLowStock(deps: Deps, now: Date): Promise<number> {
  const day = now.toISOString().slice(0, 10);
  let queued = 0;
  for (const { id } of await findStoresToWarn(deps.db, day)) {
    const store = await claimLowStockMail(deps.db, id, day);
    if (!store) continue;
    const low = await findLowStock(deps.db, id, store.lowStockThreshold, {
      limit: LISTED,
      offset: 0,
    });
    const link = `${storeOrigin(store, deps.port)}/admin/stock`;
    for (const owner of await listActiveOwners(deps.db, id)) {
      await deps.mailer.queue({ ...lowStockMail(store, low, link), to: owner.email });
      queued++;
    }
  }
  return queued;
}

function lowStockMail(
  store: StorefrontRow,
  { rows, total }: { rows: LowStockSize[]; total: number },
  link: string,
): Omit<MailMessage, 'to'> {
  const subject = `${store.name}: ${total} ${total === 1 ? 'size is' : 'sizes are'} low on stock`;
  const lead = `These sizes have ${store.lowStockThreshold} or fewer left:`;
  const lineOf = (s: LowStockSize) =>
    `${s.product_name} — ${s.color}, ${s.size}: ${s.quantity} left`;
  const more = total > rows.length ? [`…and ${total - rows.length} more.`] : [];
  const text = ['Hello,', '', lead, '', ...rows.map(lineOf), ...more, '', `Restock them: ${link}`];
  const html = [
    '<p>Hello,</p>',
    `<p>${escapeHtml(lead)}</p>`,
    `<ul>${rows.map((s) => `<li>${escapeHtml(lineOf(s))}</li>`).join('')}</ul>`,
    ...more.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">Restock them in ${escapeHtml(store.name)}’s console</a></p>`,
  ];
  return { storefrontId: store.id, subject, text: text.join('\n'), html: html.join('\n') };
}
