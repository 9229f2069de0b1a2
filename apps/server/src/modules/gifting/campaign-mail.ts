import type { CampaignLanguage } from '@storefront/contracts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../mail/index.ts';
import type { StorefrontRow } from '../storefronts/index.ts';

type Texts = {
  subject: (company: string) => string;
  reminderSubject: (company: string) => string;
  hello: (name: string) => string;
  lead: (company: string, store: string) => string;
  reminderLead: (company: string) => string;
  until: (date: string) => string;
  button: string;
  single: string;
  note: string;
};

const TEXTS: Record<CampaignLanguage, Texts> = {
  en: {
    subject: (c) => `A gift for you from ${c}`,
    reminderSubject: (c) => `Reminder: your gift from ${c} is waiting`,
    hello: (n) => `Hello ${n},`,
    lead: (c, s) =>
      `${c} has a gift for you: choose it in the ${s} store and tell us where to send it.`,
    reminderLead: (c) => `You have not chosen your gift from ${c} yet. Your link expires soon.`,
    until: (d) => `The link works until ${d}.`,
    button: 'Choose your gift',
    single: 'The link is yours alone and can be used for one order.',
    note: 'A note for you:',
  },
  de: {
    subject: (c) => `Ein Geschenk für Sie von ${c}`,
    reminderSubject: (c) => `Erinnerung: Ihr Geschenk von ${c} wartet auf Sie`,
    hello: (n) => `Hallo ${n},`,
    lead: (c, s) =>
      `${c} hat ein Geschenk für Sie: Wählen Sie es im Shop ${s} aus und sagen Sie uns, wohin wir es schicken sollen.`,
    reminderLead: (c) =>
      `Sie haben Ihr Geschenk von ${c} noch nicht ausgewählt. Ihr Link läuft bald ab.`,
    until: (d) => `Der Link ist gültig bis ${d}.`,
    button: 'Geschenk auswählen',
    single: 'Der Link gehört nur Ihnen und gilt für eine Bestellung.',
    note: 'Eine Nachricht für Sie:',
  },
  fr: {
    subject: (c) => `Un cadeau pour vous de la part de ${c}`,
    reminderSubject: (c) => `Rappel : votre cadeau de ${c} vous attend`,
    hello: (n) => `Bonjour ${n},`,
    lead: (c, s) =>
      `${c} vous offre un cadeau : choisissez-le dans la boutique ${s} et indiquez-nous où l’envoyer.`,
    reminderLead: (c) =>
      `Vous n’avez pas encore choisi votre cadeau de ${c}. Votre lien expire bientôt.`,
    until: (d) => `Le lien est valable jusqu’au ${d}.`,
    button: 'Choisir mon cadeau',
    single: 'Ce lien vous est personnel et ne sert qu’à une seule commande.',
    note: 'Un mot pour vous :',
  },
};

export type CampaignMailInput = {
  store: StorefrontRow;
  language: CampaignLanguage;
  recipient: { name: string; email: string; note: string | null };
  url: string;
  expiresAt: Date | null;
  /** The tracking pixel's address; left out of a reminder's count. */
  pixelUrl: string | null;
  origin: string;
  reminder?: boolean;
};

const LOCALES: Record<CampaignLanguage, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR' };
/** A CSS colour from the store's theme, else the default (never markup from settings). */
const color = (value: unknown, fallback: string) =>
  typeof value === 'string' && /^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback;

/**
 * The campaign e-mail: the store's logo and theme colours, the owner's note, the expiry and the
 * personal link, in the campaign's language; plain text alongside for every mail client.
 */
export function campaignMail(input: CampaignMailInput): MailMessage {
  const { store, recipient, url, expiresAt } = input;
  const t = TEXTS[input.language];
  const company = store.companyName;
  const until = expiresAt
    ? t.until(
        new Intl.DateTimeFormat(LOCALES[input.language], {
          dateStyle: 'long',
          timeZone: 'UTC',
        }).format(expiresAt),
      )
    : '';
  const lead = input.reminder ? t.reminderLead(company) : t.lead(company, store.name);
  const subject = input.reminder ? t.reminderSubject(company) : t.subject(company);
  const settings = store.settings ?? {};
  const primary = color(settings.primaryColor, '#111827');
  const accent = color(settings.accentColor, '#2563eb');
  const logoPath = settings.logo ?? store.logo;
  const logo = logoPath ? (logoPath.startsWith('/') ? input.origin + logoPath : logoPath) : null;
  const note = recipient.note?.trim() || null;

  const text = [
    t.hello(recipient.name),
    '',
    lead,
    ...(note ? ['', t.note, note] : []),
    ...(until ? ['', until] : []),
    '',
    url,
    '',
    t.single,
  ].join('\n');
  const e = escapeHtml;
  const html = `<div style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:0 auto;color:#111827">
<div style="background:${primary};padding:20px;text-align:center">${
    logo
      ? `<img src="${e(logo)}" alt="${e(store.name)}" style="max-height:48px">`
      : `<span style="color:#fff;font-size:20px;font-weight:bold">${e(store.name)}</span>`
  }</div>
<div style="padding:24px">
<p>${e(t.hello(recipient.name))}</p>
<p>${e(lead)}</p>
${note ? `<blockquote style="border-left:4px solid ${accent};margin:16px 0;padding:8px 16px;white-space:pre-line"><strong>${e(t.note)}</strong><br>${e(note)}</blockquote>` : ''}
<p style="text-align:center;margin:28px 0"><a href="${e(url)}" style="background:${accent};color:#fff;padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:bold">${e(t.button)}</a></p>
${until ? `<p>${e(until)}</p>` : ''}
<p style="color:#6b7280;font-size:13px">${e(t.single)}<br><a href="${e(url)}" style="color:${accent}">${e(url)}</a></p>
</div>${input.pixelUrl ? `<img src="${e(input.pixelUrl)}" width="1" height="1" alt="" style="display:block">` : ''}
</div>`;
  return { storefrontId: store.id, to: recipient.email, subject, text, html };
}
