import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import helmet from 'helmet';
import fp from 'fastify-plugin';

/** A store may use reCAPTCHA for its contact form instead of ALTCHA (see use-bot-check.ts). */
const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/'];

const nonces = new WeakMap<object, string>();

/** The nonce this response's Content-Security-Policy allows scripts with. */
export function scriptNonceOf(reply: FastifyReply): string {
  return nonces.get(reply.raw) ?? '';
}

/**
 * Helmet's headers on every answer (nosniff, frame and referrer policies …) and a
 * Content-Security-Policy whose scripts must be our own files or carry the page's nonce, which
 * the server renderer puts on the scripts it writes. Styles may stay inline: the store's theme
 * colours are style attributes.
 */
export const securityHeadersPlugin = fp(async (app) => {
  // Built once: @fastify/helmet built helmet's whole middleware again on every request (parsing
  // and checking the policy's directives each time), only to set the same headers (decision
  // 0032, round 6). The nonce is the one part made per answer.
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': [
          "'self'",
          (_request, response) => `'nonce-${nonces.get(response as ServerResponse)}'`,
          ...RECAPTCHA,
        ],
        // blob: the contact form shows and reads back the picture being attached.
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'", 'blob:', ...RECAPTCHA],
        'frame-src': ["'self'", ...RECAPTCHA_FRAMES],
        // The store must also work on plain http (development, a proxy that ends TLS elsewhere).
        'upgrade-insecure-requests': null,
      },
    },
    // Product pictures appear in order e-mails, read in other sites' webmail.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // The other stores on the platform's subdomains decide their own transport.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
    // Same-origin page views keep their path; other sites only learn the store's origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    nonces.set(reply.raw, randomBytes(16).toString('base64'));
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
});

/** Inline scripts (no `src`): what a hash-based policy must name. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * A page made the same for every visitor, so it can be kept, compressed once and validated by
 * ETag: its scripts lose the nonce of the answer it was rendered for, and its policy allows its
 * inline scripts by their SHA-256 hashes instead (and our own files, as before). No nonce is
 * shared between visitors, and a script injected into the page cannot match a hash of ours.
 */
export function keptPage(html: string, nonce: string, policy: string) {
  const body = nonce ? html.replaceAll(` nonce="${nonce}"`, '') : html;
  const hashes = new Set<string>();
  for (const [, attributes = '', content = ''] of body.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes) || !content) continue;
    hashes.add(`'sha256-${createHash('sha256').update(content).digest('base64')}'`);
  }
  const sources = [...hashes].join(' ');
  const keptPolicy = policy.replace(/'nonce-[^']*'/, sources).replace(/ {2,}/g, ' ');
  return { body, policy: keptPolicy };
}
