import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function deriveKey(plain: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(plain.normalize('NFKC'), salt, KEY_LENGTH, opts, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash so they can change later. */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(plain, salt, PARAMS);
  const { N, r, p } = PARAMS;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** False for a wrong password and for a hash this module did not make; never throws on bad input. */
export async function verifyPassword(plain: string, hash: string): Promise<boolean> {
  const [scheme, n, r, p, salt, expected] = hash.split('$');
  if (scheme !== 'scrypt' || !salt || !expected) return false;
  const opts = { N: Number(n), r: Number(r), p: Number(p) };
  if (![opts.N, opts.r, opts.p].every((v) => Number.isSafeInteger(v) && v > 0)) return false;
  const expectedKey = Buffer.from(expected, 'base64url');
  if (expectedKey.length !== KEY_LENGTH) return false;
  try {
    const key = await deriveKey(plain, Buffer.from(salt, 'base64url'), opts);
    return timingSafeEqual(key, expectedKey);
  } catch {
    return false; // parameters outside what scrypt accepts
  }
}
