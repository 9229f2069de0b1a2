import type { LocalizedText, Storefront } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';

export const legalLinkClass =
  'font-medium text-accent-text underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/** A readable prose column for long legal texts. */
export function LegalArticle({
  heading,
  subheading,
  children,
}: {
  heading: string;
  subheading?: string;
  children: React.ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl py-2 text-base leading-7 text-gray-700 sm:py-6">
      <header className="mb-8 border-b border-gray-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{heading}</h1>
        {subheading ? <p className="mt-2 text-sm text-gray-500">{subheading}</p> : null}
      </header>
      <div className="space-y-8">{children}</div>
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold text-gray-900">{title}</h2>
      {children}
    </section>
  );
}

export function LegalList({ children }: { children: React.ReactNode }) {
  return <ul className="list-disc space-y-1.5 pl-6 marker:text-gray-400">{children}</ul>;
}

/** The store's contact e-mails as mailto links. */
export function ContactEmails({ store }: { store: Storefront }) {
  return (
    <ul className="space-y-1">
      {store.contact_emails.map(({ email }) => (
        <li key={email}>
          <a href={`mailto:${email}`} className={legalLinkClass}>
            {email}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * What the owner added to a legal page, in the page's language (none in that language, none
 * shown): paragraphs split at blank lines, under a heading naming the company.
 */
export function LegalAddition({ store, text }: { store: Storefront; text: LocalizedText }) {
  const { t, i18n } = useTranslation();
  const paragraphs = (text[i18n.language as keyof LocalizedText] ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (!paragraphs.length) return null;
  return (
    <LegalSection title={t('LEGAL.addition', { company: store.company_name })}>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </LegalSection>
  );
}
