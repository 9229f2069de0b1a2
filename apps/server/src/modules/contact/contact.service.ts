import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ContactBody } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../mail/index.ts';
import type { StorefrontRow } from '../storefronts/index.ts';
import type { CleanImage } from '../../lib/image-reencode.ts';
import { insertContactSubmission } from './contact.queries.ts';

type Deps = { db: Database; mailer: Mailer; dataDir: string };

/** Where contact images live, relative to the data folder (the row keeps this path). */
const UPLOADS = path.join('uploads', 'contact');

/**
 * Keeps the submission (and its cleaned image under DATA_DIR) and mails it to the store's
 * contact addresses with the image attached.
 */
export async function submitContact(
  { db, mailer, dataDir }: Deps,
  store: Pick<StorefrontRow, 'id' | 'name' | 'contactEmails'>,
  body: ContactBody,
  image: CleanImage | null,
  language = 'en',
): Promise<void> {
  const imagePath = image ? await saveImage(dataDir, image) : null;
  try {
    await insertContactSubmission(db, {
      storefrontId: store.id,
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email,
      message: body.message,
      orderUuid: body.order_uuid ?? null,
      imagePath,
      language,
    });
  } catch (error) {
    if (imagePath) await fs.rm(path.join(dataDir, imagePath), { force: true });
    throw error;
  }
  if (!store.contactEmails.length) return;
  await mailer.queue({
    storefrontId: store.id,
    to: store.contactEmails.join(', '),
    subject: `Contact form: ${body.first_name} ${body.last_name}`,
    text: contactMailText(store.name, body),
    attachments: imagePath
      ? [{ filename: `contact-image.${image!.ext}`, path: path.join(dataDir, imagePath) }]
      : [],
  });
}

async function saveImage(dataDir: string, image: CleanImage): Promise<string> {
  const relative = path.join(UPLOADS, `${randomUUID()}.${image.ext}`);
  await fs.mkdir(path.join(dataDir, UPLOADS), { recursive: true });
  await fs.writeFile(path.join(dataDir, relative), image.bytes);
  return relative;
}

/** The outbox has no Reply-To, so the mail says whom to answer. */
function contactMailText(storeName: string, body: ContactBody): string {
  return [
    `A shopper wrote through the contact form of ${storeName}.`,
    '',
    `Name: ${body.first_name} ${body.last_name}`,
    `E-mail: ${body.email}`,
    `Order ID: ${body.order_uuid ?? '—'}`,
    '',
    body.message,
    '',
    `To answer, write to ${body.email}.`,
  ].join('\n');
}
