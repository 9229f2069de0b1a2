import { formatMoney, type Language } from '@storefront/contracts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../mail/index.ts';

// The mail that brings a card issued in the console to its recipient, in the owner's choice of
// language and in the store's colours.

const WORDS: Record<
  Language,
  {
    subject: (amount: string, store: string) => string;
    lead: (amount: string, store: string) => string;
    code: string;
    expires: (date: string) => string;
    how: string;
    shop: string;
  }
> = {
  en: {
    subject: (amount, store) => `Your ${amount} gift card for ${store}`,
    lead: (amount, store) => `You received a ${amount} gift card for ${store}!`,
    code: 'Your code',
    expires: (date) => `Good until ${date}.`,
    how: 'Enter the code at checkout. Keep it safe: whoever has it can spend the card.',
    shop: 'Start shopping',
  },
  de: {
    subject: (amount, store) => `Ihr Geschenkgutschein über ${amount} für ${store}`,
    lead: (amount, store) =>
      `Sie haben einen Geschenkgutschein über ${amount} für ${store} erhalten!`,
    code: 'Ihr Code',
    expires: (date) => `Gültig bis ${date}.`,
    how: 'Geben Sie den Code an der Kasse ein. Bewahren Sie ihn gut auf: Wer ihn kennt, kann den Gutschein einlösen.',
    shop: 'Jetzt einkaufen',
  },
  fr: {
    subject: (amount, store) => `Votre carte cadeau de ${amount} pour ${store}`,
    lead: (amount, store) => `Vous avez reçu une carte cadeau de ${amount} pour ${store} !`,
    code: 'Votre code',
    expires: (date) => `Valable jusqu’au ${date}.`,
    how: 'Saisissez le code lors du paiement. Gardez-le en lieu sûr : quiconque le connaît peut utiliser la carte.',
    shop: 'Commencer vos achats',
  },
};

const LOCALES: Record<Language, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR' };

export type IssuedCardMail = {
  code: string;
  amount: number;
  recipientEmail: string;
  note: string | null;
  expiresAt: Date | null;
  language: Language;
};

/** A colour fit for a style attribute, else the default. */
const safeColour = (colour: string | undefined) =>
  colour && /^#[0-9a-f]{3,8}$/i.test(colour) ? colour : '#111827';

export function issuedCardMail(
  store: { id: number; name: string; primaryColor?: string },
  card: IssuedCardMail,
  origin: string,
): MailMessage {
  const w = WORDS[card.language];
  const amount = formatMoney(card.amount, 'usd', card.language);
  const expires = card.expiresAt
    ? w.expires(
        card.expiresAt.toLocaleDateString(LOCALES[card.language], {
          dateStyle: 'long',
          timeZone: 'UTC',
        }),
      )
    : null;
  const link = `${origin}/products`;
  const text = [
    w.lead(amount, store.name),
    ...(card.note ? ['', card.note] : []),
    '',
    `${w.code}: ${card.code}`,
    ...(expires ? [expires] : []),
    '',
    w.how,
    `${w.shop}: ${link}`,
  ].join('\n');
  const colour = safeColour(store.primaryColor);
  const html = [
    `<div style="font-family:Arial,sans-serif;max-width:560px;margin:0 auto">`,
    `<h1 style="background:${colour};color:#ffffff;padding:16px;margin:0;font-size:20px">${escapeHtml(store.name)}</h1>`,
    `<p style="font-size:18px">${escapeHtml(w.lead(amount, store.name))}</p>`,
    ...(card.note ? [`<p style="white-space:pre-line">${escapeHtml(card.note)}</p>`] : []),
    `<p>${escapeHtml(w.code)}:</p>`,
    `<p style="font-family:monospace;font-size:24px;letter-spacing:2px;border:2px dashed ${colour};padding:12px;text-align:center">${escapeHtml(card.code)}</p>`,
    ...(expires ? [`<p>${escapeHtml(expires)}</p>`] : []),
    `<p>${escapeHtml(w.how)}</p>`,
    `<p><a href="${escapeHtml(link)}" style="background:${colour};color:#ffffff;padding:10px 16px;text-decoration:none;display:inline-block">${escapeHtml(w.shop)}</a></p>`,
    `</div>`,
  ].join('\n');
  return {
    storefrontId: store.id,
    to: card.recipientEmail,
    subject: w.subject(amount, store.name),
    text,
    html,
  };
}
