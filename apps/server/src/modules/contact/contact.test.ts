import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_IMAGE } from '@storefront/contracts';
import { contactSubmissions, outgoingEmails } from '../../db/schema/index.ts';
import { hostOf } from '../../test/test-app.ts';
import {
  createMailingTestApp,
  storeIdOf,
  waitForMail,
  type SmtpSink,
} from '../identity/identity.fixtures.ts';
import {
  APPENDED_PAGE,
  attachmentIn,
  GPS_SECRET,
  MULTIPART,
  multipartBody,
  photoWithLocation,
  pixelBomb,
  polyglotPhoto,
  sidewaysPhoto,
  solveBotCheck,
  streamedUpload,
  type FilePart,
} from './contact.fixtures.ts';

let mailing: Awaited<ReturnType<typeof createMailingTestApp>>;
let sink: SmtpSink;
let acmeId: number;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-test-'));
const uploads = path.join(dataDir, 'uploads', 'contact');

beforeAll(async () => {
  mailing = await createMailingTestApp({ dataDir });
  sink = mailing.sink;
  acmeId = await storeIdOf(mailing.t.app, 'acme');
});
afterAll(async () => {
  await mailing.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const app = () => mailing.t.app;
const FORM = {
  first_name: 'Alex',
  last_name: 'Morgan',
  email: 'alex@acme.test',
  message: 'The print on my hoodie is crooked, see the photo.',
};

async function send(fields: Record<string, string>, files: FilePart[] = [], slug = 'acme') {
  return app().inject({
    method: 'POST',
    url: `/api/storefronts/${acmeId}/contact`,
    headers: { ...hostOf(slug), ...MULTIPART },
    payload: multipartBody(fields, files),
  });
}
/** The form with a fresh bot-check solution. */
const solved = async (fields: Record<string, string> = FORM): Promise<Record<string, string>> => ({
  ...fields,
  recaptcha: await solveBotCheck(app(), 'acme', acmeId),
});

/** Where the submission of this order keeps its image, relative to the data folder. */
async function imagePathOf(orderUuid: string): Promise<string> {
  const [row] = await app()
    .db.select({ imagePath: contactSubmissions.imagePath })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.orderUuid, orderUuid));
  return row!.imagePath!;
}

/** What a submission leaves behind: its row, its image file, its mail in the outbox. */
async function stored() {
  const [rows] = await app().db.select({ n: count() }).from(contactSubmissions);
  const [mails] = await app().db.select({ n: count() }).from(outgoingEmails);
  const files = fs.existsSync(uploads) ? fs.readdirSync(uploads).length : 0;
  return { rows: rows!.n, files, mails: mails!.n };
}

describe('POST /storefronts/{id}/contact', () => {
  it('keeps the submission and mails it to the store with the photo, its EXIF gone', async () => {
    const photo = await photoWithLocation();
    expect(photo.includes(GPS_SECRET)).toBe(true);
    const orderUuid = '0d4f3c1e-8a7b-4c2d-9e6f-1a2b3c4d5e6f';
    const res = await send({ ...(await solved()), order_uuid: orderUuid }, [
      { filename: 'hoodie.jpg', type: 'image/jpeg', bytes: photo },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Contact submission successful!' });

    const [row] = await app()
      .db.select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.orderUuid, orderUuid));
    expect(row).toMatchObject({
      firstName: 'Alex',
      email: 'alex@acme.test',
      message: FORM.message,
    });
    expect(row!.imagePath).toMatch(/^uploads\/contact\/[0-9a-f-]{36}\.jpg$/);
    const kept = fs.readFileSync(path.join(dataDir, row!.imagePath!));
    expect(kept.includes(GPS_SECRET)).toBe(false);

    const mail = await waitForMail(sink, 'support@acme.test', 'Contact form: Alex Morgan');
    expect(mail.to).toEqual(['support@acme.test', 'orders@acme.test']);
    expect(mail.text).toContain(FORM.message);
    expect(mail.text).toContain(`Order ID: ${orderUuid}`);
    const attached = attachmentIn(mail.raw, 'contact-image.jpg');
    expect(attached?.equals(kept)).toBe(true);
    expect(attached!.includes(GPS_SECRET)).toBe(false);
    const meta = await sharp(attached!).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 16, height: 12 });
    expect(meta.exif).toBeUndefined();
  });

  it('takes a message without a photo or an order', async () => {
    const before = await stored();
    const res = await send(await solved());
    expect(res.statusCode).toBe(201);
    expect((await stored()).rows).toBe(before.rows + 1);
  });

  it('refuses a missing message with its field error', async () => {
    const before = await stored();
    const { message: _left, ...rest } = await solved();
    const res = await send(rest);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Message is required',
      errors: { message: ['Message is required'] },
    });
    expect(await stored()).toEqual(before);
  });
});

describe('bot check', () => {
  it('refuses a submission without a solution, with a wrong one, and a reused one', async () => {
    const before = await stored();
    const missing = await send(FORM);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      message: 'Please complete the bot check before sending.',
      errors: { recaptcha: ['Please complete the bot check before sending.'] },
    });

    const recaptcha = await solveBotCheck(app(), 'acme', acmeId);
    const solution = JSON.parse(Buffer.from(recaptcha, 'base64').toString());
    const wrongNumber = { ...solution, number: solution.number + 1 };
    for (const wrong of [
      'not-a-solution',
      Buffer.from(JSON.stringify(wrongNumber)).toString('base64'),
      Buffer.from(JSON.stringify({ ...solution, signature: 'a'.repeat(64) })).toString('base64'),
    ]) {
      const res = await send({ ...FORM, recaptcha: wrong });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('The bot check failed. Please try again.');
    }
    expect(await stored()).toEqual(before);

    expect((await send({ ...FORM, recaptcha })).statusCode).toBe(201);
    const reused = await send({ ...FORM, recaptcha });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe('The bot check failed. Please try again.');
    expect((await stored()).rows).toBe(before.rows + 1);
  });

  it('gives a private store’s visitor a challenge and takes the form without an entry code', async () => {
    const globexId = await storeIdOf(app(), 'globex');
    const recaptcha = await solveBotCheck(app(), 'globex', globexId);
    const res = await app().inject({
      method: 'POST',
      url: `/api/storefronts/${globexId}/contact`,
      headers: { ...hostOf('globex'), ...MULTIPART },
      payload: multipartBody({ ...FORM, recaptcha }),
    });
    expect(res.statusCode).toBe(201);
    // The id in the path must be the store of the host.
    const other = await app().inject({
      url: `/api/storefronts/${acmeId}/bot-check/challenge`,
      headers: hostOf('globex'),
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('the image', () => {
  it('refuses an upload over 10 MB at the limit, without reading it all', async () => {
    const before = await stored();
    const total = 40 * 1024 * 1024;
    const upload = streamedUpload(await solved(), total);
    const res = await app().inject({
      method: 'POST',
      url: `/api/storefronts/${acmeId}/contact`,
      headers: { ...hostOf('acme'), ...MULTIPART },
      payload: upload.stream,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'Invalid file size, maximum upload size is 10 MB.',
      errors: {},
    });
    // The body is generated only as the server reads it: a server that read the upload to its
    // end (into memory or to a discarding parser) would have pulled all 40 MB. Reading stopped
    // just past the 10 MB limit (plus the stream buffers), and nothing was kept or mailed.
    expect(upload.pulled()).toBeGreaterThan(10 * 1024 * 1024);
    expect(upload.pulled()).toBeLessThan(12 * 1024 * 1024);
    expect(await stored()).toEqual(before);
  });

  it('refuses a file that is not an image even when named and declared as a PNG', async () => {
    const before = await stored();
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
    const res = await send(await solved(), [
      { filename: 'photo.png', type: 'image/png', bytes: pdf },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Invalid file type, allowed file types: JPEG, PNG, WebP, GIF.',
    });
    expect(await stored()).toEqual(before);
  });

  it('keeps and mails only the pixels of a JPEG with a web page appended', async () => {
    const polyglot = await polyglotPhoto();
    expect(polyglot.includes('<script')).toBe(true);
    const orderUuid = '5e1a2b3c-4d5e-4f60-8172-839405a6b7c8';
    const res = await send({ ...(await solved()), order_uuid: orderUuid }, [
      { filename: 'hoodie.jpg', type: 'image/jpeg', bytes: polyglot },
    ]);
    expect(res.statusCode).toBe(201);

    const kept = fs.readFileSync(path.join(dataDir, await imagePathOf(orderUuid)));
    const mail = await waitForMail(sink, 'support@acme.test', `Order ID: ${orderUuid}`);
    const attached = attachmentIn(mail.raw, 'contact-image.jpg');
    for (const bytes of [kept, attached!]) {
      expect(bytes.includes('<script')).toBe(false);
      expect(bytes.includes('<html')).toBe(false);
      expect(bytes.includes(GPS_SECRET)).toBe(false);
      expect(bytes.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true); // ends at EOI
    }
    expect(kept.length).toBeLessThan(polyglot.length - APPENDED_PAGE.length + 1000);
    expect(await sharp(kept).metadata()).toMatchObject({ format: 'jpeg', width: 16, height: 12 });
  });

  it('turns a sideways photo upright by its EXIF orientation and drops the tag', async () => {
    const orderUuid = '6f2b3c4d-5e6f-4071-8283-94a5b6c7d8e9';
    const res = await send({ ...(await solved()), order_uuid: orderUuid }, [
      { filename: 'portrait.jpg', type: 'image/jpeg', bytes: await sidewaysPhoto() },
    ]);
    expect(res.statusCode).toBe(201);
    const kept = fs.readFileSync(path.join(dataDir, await imagePathOf(orderUuid)));
    const meta = await sharp(kept).metadata();
    expect(meta).toMatchObject({ width: 12, height: 16 });
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses a decompression bomb by its pixel count', async () => {
    const before = await stored();
    const bomb = await pixelBomb();
    expect(bomb.length).toBeLessThan(CONTACT_IMAGE.maxBytes);
    const res = await send(await solved(), [
      { filename: 'bomb.png', type: 'image/png', bytes: bomb },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The image is too large, at most 50 megapixels.',
      errors: { image: ['The image is too large, at most 50 megapixels.'] },
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a web page named and declared as a JPEG, and a JPEG that cannot be decoded', async () => {
    const before = await stored();
    const page = await send(await solved(), [
      { filename: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.from(APPENDED_PAGE) },
    ]);
    expect(page.statusCode).toBe(422);
    expect(page.json().errors).toEqual({
      image: ['Invalid file type, allowed file types: JPEG, PNG, WebP, GIF.'],
    });
    const photo = await photoWithLocation();
    const broken = Buffer.concat([photo.subarray(0, 40), Buffer.from(APPENDED_PAGE)]);
    const res = await send(await solved(), [
      { filename: 'photo.jpg', type: 'image/jpeg', bytes: broken },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The image could not be read.',
      errors: { image: ['The image could not be read.'] },
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses two files', async () => {
    const before = await stored();
    const photo = await photoWithLocation();
    const file = { filename: 'a.jpg', type: 'image/jpeg', bytes: photo };
    const res = await send(await solved(), [file, { ...file, filename: 'b.jpg' }]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Maximum number of files exceeded, limit is 1 at most.',
    });
    expect(await stored()).toEqual(before);
  });
});
