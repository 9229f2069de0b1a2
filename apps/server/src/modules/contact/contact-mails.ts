import type { Language } from '@storefront/contracts';
import { escapeHtml } from '../../lib/escape-html.ts';

type Mail = { subject: string; text: string; html: string };

/** The words around a team's reply, in each of the store's languages. */
const REPLY_WORDS: Record<
  Language,
  { subject: (store: string) => string; greeting: (name: string) => string; quote: string }
> = {
  en: {
    subject: (store) => `Your message to ${store}`,
    greeting: (name) => `Hello ${name},`,
    quote: 'You wrote:',
  },
  de: {
    subject: (store) => `Ihre Nachricht an ${store}`,
    greeting: (name) => `Hallo ${name},`,
    quote: 'Sie schrieben:',
  },
  fr: {
    subject: (store) => `Votre message à ${store}`,
    greeting: (name) => `Bonjour ${name},`,
    quote: 'Vous avez écrit :',
  },
};

const languageOf = (language: string): Language =>
  language in REPLY_WORDS ? (language as Language) : 'en';

/** The team's answer to a contact submission, in the shopper's language, quoting their message. */
export function contactReplyMail(
  storeName: string,
  submission: { firstName: string; message: string; language: string },
  reply: string,
): Mail {
  const words = REPLY_WORDS[languageOf(submission.language)];
  const greeting = words.greeting(submission.firstName);
  const quoted = submission.message.split('\n').map((line) => `> ${line}`);
  const text = [greeting, '', reply, '', '', words.quote, ...quoted].join('\n');
  const paragraphs = (value: string) =>
    value
      .split(/\n{2,}/)
      .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
      .join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    paragraphs(reply),
    `<p>${escapeHtml(words.quote)}</p>`,
    `<blockquote>${paragraphs(submission.message)}</blockquote>`,
  ].join('\n');
  return { subject: words.subject(storeName), text, html };
}
