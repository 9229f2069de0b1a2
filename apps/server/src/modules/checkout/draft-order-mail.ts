import { formatMoney } from '@storefront/contracts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../mail/index.ts';

/** The customer's payment link for an order the store prepared for them. */
export function draftPaymentMail(
  store: { id: number; name: string },
  draft: { name: string; email: string; total: number; currency: string; expiresAt: Date },
  url: string,
): MailMessage {
  const total = formatMoney(draft.total, draft.currency);
  const until = draft.expiresAt.toUTCString();
  const text = [
    `Hello ${draft.name},`,
    '',
    `${store.name} has prepared an order for you (${total}).`,
    `Review and pay it here: ${url}`,
    '',
    `The link works once and until ${until}.`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(draft.name)},</p><p>${escapeHtml(store.name)} has prepared an order for you (${total}).</p><p><a href="${escapeHtml(url)}">Review and pay your order</a></p><p>The link works once and until ${escapeHtml(until)}.</p>`;
  return {
    storefrontId: store.id,
    to: draft.email,
    subject: `Your order from ${store.name} is ready to pay`,
    text,
    html,
  };
}
