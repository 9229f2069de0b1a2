import { escapeHtml } from '../../lib/escape-html.ts';
import type { StorefrontRow } from '../storefronts/index.ts';
import type { UserRow } from './identity.queries.ts';

type Mail = { subject: string; text: string; html: string };

/** Plain text and the same words as simple HTML, with the link as a button and spelled out. */
function linkMail(subject: string, greeting: string, lead: string, link: string, note: string) {
  const text = [greeting, '', lead, link, '', note].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${escapeHtml(note)}</p>`,
  ].join('\n');
  return { subject, text, html } satisfies Mail;
}

export function verificationMail(store: StorefrontRow, user: UserRow, link: string): Mail {
  return linkMail(
    `Verify your e-mail address for ${store.name}`,
    `Hello ${user.firstName},`,
    `Please confirm your e-mail address for your ${store.name} account by opening this link:`,
    link,
    'The link works for 24 hours. If you did not create an account, you can ignore this e-mail.',
  );
}

export function passwordResetMail(store: StorefrontRow, user: UserRow, link: string): Mail {
  return linkMail(
    `Reset your password for ${store.name}`,
    `Hello ${user.firstName},`,
    `We received a request to reset the password of your ${store.name} account. Open this link to choose a new one:`,
    link,
    'The link works for one hour and only once. If you did not ask for it, ignore this e-mail: your password stays the same.',
  );
}

/** To an account's owner when someone registers with their address: a way in, or nothing to do. */
export function registrationAttemptMail(
  store: StorefrontRow,
  user: UserRow,
  links: { signIn: string; reset: string },
): Mail {
  const greeting = `Hello ${user.firstName},`;
  const lead = `Someone tried to register a new ${store.name} account with your e-mail address, which already has one.`;
  const note = 'If it was not you, ignore this e-mail: your account stays as it is.';
  const ways = [
    ['Sign in', links.signIn],
    ['Forgot your password? Choose a new one', links.reset],
  ] as const;
  const text = [
    greeting,
    '',
    lead,
    '',
    ...ways.map(([label, link]) => `${label}: ${link}`),
    '',
    note,
  ];
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    ...ways.map(
      ([label, link]) =>
        `<p>${escapeHtml(label)}: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    ),
    `<p>${escapeHtml(note)}</p>`,
  ];
  return { subject: `Your ${store.name} account`, text: text.join('\n'), html: html.join('\n') };
}

/** An invitation into the store's console: the link sets a password and signs in. */
export function inviteMail(store: StorefrontRow, role: 'owner' | 'staff', link: string): Mail {
  const what = role === 'owner' ? 'an owner' : 'a member of the staff';
  return linkMail(
    `You are invited to run ${store.name}`,
    'Hello,',
    `You have been invited to ${store.name}'s console as ${what}. Open this link to choose your password and sign in:`,
    link,
    'The link works for 7 days and only once. If you did not expect it, ignore this e-mail.',
  );
}

/** To a store account given a console role: it signs in with the password it has. */
export function teamAccessMail(
  store: StorefrontRow,
  user: UserRow,
  role: 'owner' | 'staff',
  link: string,
): Mail {
  const what = role === 'owner' ? 'an owner' : 'a member of the staff';
  return linkMail(
    `You now help run ${store.name}`,
    `Hello ${user.firstName || user.email},`,
    `Your ${store.name} account can now open the store's console as ${what}. Sign in as usual here:`,
    link,
    'If you did not expect this, tell the store’s owners.',
  );
}
