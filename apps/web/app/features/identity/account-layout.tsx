import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn.ts';

const TABS = [
  { to: '/my-account/orders', label: 'IDENTITY.orders' },
  { to: '/my-account/gift-cards', label: 'IDENTITY.giftCards' },
] as const;

/** My Account (§2 Account): a greeting and the Orders and Gift Cards tabs over their page. */
export function AccountLayout({
  firstName,
  children,
}: {
  firstName: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto w-full max-w-5xl">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 nav:text-3xl">
        {t('IDENTITY.myAccount')}
      </h1>
      <p className="mt-1 text-gray-600">{t('IDENTITY.greeting', { name: firstName })}</p>
      <nav aria-label={t('IDENTITY.accountSections')} className="mt-6 border-b border-gray-200">
        <ul className="-mb-px flex gap-6">
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                className={({ isActive }) =>
                  cn(
                    'inline-block border-b-2 px-1 pb-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
                    isActive
                      ? 'border-brand text-brand-text'
                      : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900',
                  )
                }
              >
                {t(tab.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="pt-6">{children}</div>
    </section>
  );
}
