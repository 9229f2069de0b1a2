import { kitPath } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import type { Mailer, MailMessage } from '../mail/index.ts';
import { resolveStorefront, type StorefrontRow } from '../storefronts/index.ts';
import { createGiftingLinks, type Recipient } from './gifting.service.ts';
import { parseRecipientsCsv } from './recipients-csv.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type GiftingLinksInput = {
  storeSlug: string;
  kitToken: string;
  /** The CSV text, header `name,email`. */
  csv: string;
  /** No expiry when left out. */
  expiresInDays?: number;
  /** The port of `http://<slug>.localhost:<port>` links for a store without its own domain. */
  port: number;
};

export type SentLink = Recipient & { url: string };

/** The store's own domain, else its development address. */
export function storeOrigin(store: Pick<StorefrontRow, 'domain' | 'slug'>, port: number) {
  return store.domain ? `https://${store.domain}` : `http://${store.slug}.localhost:${port}`;
}

/**
 * A batch of recipient links from a CSV: every row checked first (a bad row refuses the whole
 * file), then made and mailed as the owner API does.
 */
export async function sendGiftingLinks(
  db: Database,
  mailer: Pick<Mailer, 'queue'>,
  input: GiftingLinksInput,
): Promise<SentLink[]> {
  const recipients = parseRecipientsCsv(input.csv);
  const store = await resolveStorefront(db, `${input.storeSlug}.localhost`, input.storeSlug);
  return mailGiftingLinks(db, mailer, {
    store,
    kitToken: input.kitToken,
    recipients,
    expiresInDays: input.expiresInDays,
    origin: storeOrigin(store, input.port),
  });
}

type LinkBatch = {
  store: StorefrontRow;
  kitToken: string;
  recipients: Recipient[];
  expiresInDays?: number | undefined;
  /** Where the links point: the store's address. */
  origin: string;
};

/**
 * One link per recipient made in one transaction, then each recipient's e-mail queued in the
 * outbox (SMTP or the dev mailbox delivers it).
 */
export async function mailGiftingLinks(
  db: Database,
  mailer: Pick<Mailer, 'queue'>,
  batch: LinkBatch,
): Promise<SentLink[]> {
  const { store, origin } = batch;
  const expiresAt = batch.expiresInDays
    ? new Date(Date.now() + batch.expiresInDays * DAY_MS)
    : null;
  const { kit, links } = await createGiftingLinks(
    db,
    store.id,
    batch.kitToken,
    batch.recipients,
    expiresAt,
  );
  const sent = links.map((link) => ({
    name: link.recipientName,
    email: link.recipientEmail,
    url: origin + kitPath({ token: kit.token, user_token: link.userToken }),
  }));
  for (const link of sent) await mailer.queue(giftingLinkMail(store, link, expiresAt));
  return sent;
}

/** Plain text: the link stands on its own line, so every mail client makes it clickable. */
function giftingLinkMail(
  store: StorefrontRow,
  link: SentLink,
  expiresAt: Date | null,
): MailMessage {
  const until = expiresAt ? ` The link works until ${expiresAt.toUTCString()}.` : '';
  return {
    storefrontId: store.id,
    to: link.email,
    subject: `A gift for you from ${store.companyName}`,
    text: [
      `Hello ${link.name},`,
      '',
      `${store.companyName} has a gift for you: choose it in the ${store.name} store and tell us where to send it.${until}`,
      '',
      link.url,
      '',
      'The link is yours alone and can be used for one order.',
    ].join('\n'),
  };
}
