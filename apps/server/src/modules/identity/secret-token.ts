import { createHash, randomBytes } from 'node:crypto';

/** What is stored for a secret the user holds: its SHA-256, so a leaked table grants nothing. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** 32 random bytes, base64url: for sessions and for links sent by e-mail. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecret(token) };
}
