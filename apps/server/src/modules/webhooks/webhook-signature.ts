import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  parseWebhookSignatureHeader,
  WEBHOOK_TOLERANCE_SECONDS,
  webhookSignedText,
} from '@storefront/contracts';

// Stripe-like signatures (decision 0022): `Storefront-Signature: t=<unix>,v1=<hex>` where the hex
// is HMAC-SHA256 keyed with the endpoint's secret over `<t>.<raw body>`. The verifier lives here,
// not in contracts, because HMAC needs node:crypto (contracts import only zod).

const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text, 'utf8').digest('hex');

/** The header value signing `rawBody` at `timestamp` (unix seconds). */
export function signWebhook(secret: string, rawBody: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, webhookSignedText(timestamp, rawBody))}`;
}

/**
 * What a receiver does: true when one v1 signature of `header` is the HMAC of `<t>.<rawBody>` with
 * `secret` (compared in constant time) and t is within `toleranceSeconds` of `now`.
 */
export function verifyWebhookSignature({
  secret,
  header,
  rawBody,
  now = new Date(),
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
}: {
  secret: string;
  header: string | null | undefined;
  rawBody: string;
  now?: Date;
  toleranceSeconds?: number;
}): boolean {
  const parsed = parseWebhookSignatureHeader(header);
  if (!parsed) return false;
  if (Math.abs(now.getTime() / 1000 - parsed.timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, webhookSignedText(parsed.timestamp, rawBody)), 'hex');
  return parsed.signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected));
}
