import { hasVisibleText, type Storefront } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from './language-switcher.tsx';
import { SocialLinks } from './social-links.tsx';
import { StoreLogo } from './store-logo.tsx';

const LEGAL_LINKS = [
  { to: '/privacy-policy', key: 'SHELL.privacyPolicy' },
  { to: '/terms-and-conditions', key: 'SHELL.termsAndConditions' },
  { to: '/contact', key: 'SHELL.contact' },
] as const;

/** Footer of §2: owner's rich text, logo, legal links, copyright, social icons, language. */
export function StoreFooter({ store }: { store: Storefront }) {
  const { t } = useTranslation();
  const { footerContent, copyrightText, socialIcons } = store.settings;
  return (
    <footer className="mt-auto border-t border-gray-200 bg-gray-50 text-gray-700">
      <div className="mx-auto grid max-w-content gap-8 px-4 py-10 nav:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] nav:px-6 nav:py-12">
        <div className="space-y-4">
          <StoreLogo store={store} />
          {hasVisibleText(footerContent) ? (
            // The server sanitises owner HTML before it sends it.
            <div
              data-testid="footer-content"
              className="rich-text max-w-prose text-sm leading-relaxed text-gray-600"
              dangerouslySetInnerHTML={{ __html: footerContent }}
            />
          ) : null}
        </div>
        <nav aria-label={t('SHELL.footerNavigation')}>
          <ul className="space-y-2.5 text-sm">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded-sm hover:text-brand-text hover:underline focus-visible:outline-2 focus-visible:outline-accent"
                >
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <SocialLinks icons={socialIcons} />
      </div>
      <div className="border-t border-gray-200">
        <div className="mx-auto flex max-w-content flex-col-reverse gap-4 px-4 py-5 text-sm text-gray-600 nav:flex-row nav:items-center nav:justify-between nav:px-6">
          {copyrightText.trim() ? <p>{copyrightText}</p> : <span />}
          <LanguageSwitcher />
        </div>
      </div>
    </footer>
  );
}
