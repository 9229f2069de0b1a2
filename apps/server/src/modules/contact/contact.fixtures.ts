/** Test helpers for the contact API: multipart bodies, solving the bot check, photos with EXIF. */
import { Readable } from 'node:stream';
import type { AltchaChallenge, BotCheckChallenge } from '@storefront/contracts';
import { solveChallenge } from 'altcha-lib/v1';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { hostOf } from '../../test/test-app.ts';

export type FilePart = { name?: string; filename: string; type: string; bytes: Buffer };

const BOUNDARY = '----contact-test-boundary';
export const MULTIPART = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

const fieldPart = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (file: FilePart) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.name ?? 'image'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`;
const END = `--${BOUNDARY}--\r\n`;

/** A multipart/form-data body with text fields, then files. */
export function multipartBody(fields: Record<string, string>, files: FilePart[] = []): Buffer {
  return Buffer.concat([
    ...Object.entries(fields).map(([name, value]) => Buffer.from(fieldPart(name, value))),
    ...files.flatMap((f) => [Buffer.from(fileHead(f)), f.bytes, Buffer.from('\r\n')]),
    Buffer.from(END),
  ]);
}

/**
 * A multipart body whose file is `fileBytes` long, generated on demand in 64 KiB chunks;
 * `pulled()` says how many bytes the server has read so far.
 */
export function streamedUpload(fields: Record<string, string>, fileBytes: number) {
  let pulled = 0;
  const chunk = Buffer.alloc(64 * 1024, 0xab);
  function* parts() {
    yield Buffer.from(
      Object.entries(fields)
        .map(([n, v]) => fieldPart(n, v))
        .join(''),
    );
    yield Buffer.from(fileHead({ filename: 'huge.jpg', type: 'image/jpeg', bytes: chunk }));
    yield Buffer.from([0xff, 0xd8, 0xff]);
    for (let sent = 3; sent < fileBytes; sent += chunk.length)
      yield chunk.subarray(0, Math.min(chunk.length, fileBytes - sent));
    yield Buffer.from(`\r\n${END}`);
  }
  const stream = Readable.from(
    (function* counted() {
      for (const part of parts()) {
        pulled += part.length;
        yield part;
      }
    })(),
  );
  return { stream, pulled: () => pulled };
}

const SOLVERS = 4;

/**
 * The number that solves an ALTCHA challenge, by altcha-lib's solver (as in the page) run on four
 * ranges at once: each of its hashes waits for Node's thread pool, so one run alone is slow.
 */
async function solvedNumber({ algorithm, challenge, salt, maxnumber }: AltchaChallenge) {
  const size = Math.ceil((maxnumber + 1) / SOLVERS);
  const runs = Array.from({ length: SOLVERS }, (_, i) =>
    solveChallenge(challenge, salt, algorithm, Math.min(maxnumber, (i + 1) * size - 1), i * size),
  );
  const found = await Promise.any(
    runs.map(({ promise }) => promise.then((s) => s ?? Promise.reject(new Error('not here')))),
  ).catch(() => null);
  for (const { controller } of runs) controller.abort();
  if (!found) throw new Error('The challenge has no solution.');
  return found.number;
}

/** An ALTCHA solution as the page sends it: base64 JSON. */
export async function encodedSolution(challenge: AltchaChallenge): Promise<string> {
  const { algorithm, salt, signature } = challenge;
  const number = await solvedNumber(challenge);
  const solution = { algorithm, challenge: challenge.challenge, number, salt, signature };
  return Buffer.from(JSON.stringify(solution)).toString('base64');
}

/** Solves the store's ALTCHA challenge the way the page does, answering the `recaptcha` value. */
export async function solveBotCheck(app: FastifyInstance, slug: string, storeId: number) {
  const res = await app.inject({
    url: `/api/storefronts/${storeId}/bot-check/challenge`,
    headers: hostOf(slug),
  });
  const challenge = res.json().data as BotCheckChallenge;
  if (challenge.provider !== 'altcha') throw new Error('The store uses reCAPTCHA.');
  return encodedSolution(challenge);
}

export const GPS_SECRET = 'GPS-51.5N-0.12W';

/** A small real JPEG photo with a GPS position and the camera owner in its EXIF. */
export function photoWithLocation() {
  return sharp({ create: { width: 16, height: 12, channels: 3, background: '#2a6' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: GPS_SECRET },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
    })
    .toBuffer();
}

/** A script that must never reach the store's inbox or the data folder. */
export const APPENDED_PAGE =
  '<html><body><script>fetch("/steal?c="+document.cookie)</script></body></html>';

/** A real JPEG with a web page appended after its end: an image viewer and a browser both open it. */
export async function polyglotPhoto() {
  return Buffer.concat([await photoWithLocation(), Buffer.from(APPENDED_PAGE)]);
}

/** A 16 × 12 JPEG whose EXIF says to turn it a quarter clockwise, as phones save portraits. */
export function sidewaysPhoto() {
  return sharp({ create: { width: 16, height: 12, channels: 3, background: '#a26' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A small PNG of one colour that would unpack into 56 megapixels: a decompression bomb. */
export function pixelBomb() {
  return sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The base64 attachment named `filename` in a raw MIME mail, decoded. */
export function attachmentIn(raw: string, filename: string): Buffer | null {
  const at = raw.indexOf(`filename=${filename}`);
  if (at < 0) return null;
  const start = raw.indexOf('\r\n\r\n', at) + 4;
  const end = raw.indexOf('\r\n--', start);
  return Buffer.from(raw.slice(start, end).replace(/\s+/g, ''), 'base64');
}
