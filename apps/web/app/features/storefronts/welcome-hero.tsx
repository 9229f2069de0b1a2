import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';

/** The home page of a store that has not configured one. */
export function WelcomeHero({ storeName }: { storeName: string }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-2xl bg-brand px-6 py-16 text-center text-brand-foreground sm:py-24">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
        {t('PAGES.welcome', { store: storeName })}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg opacity-85">{t('PAGES.welcomeText')}</p>
      <Link
        to="/products"
        className={buttonVariants({ variant: 'accent', size: 'lg', className: 'mt-8' })}
      >
        {t('PAGES.browseProducts')}
      </Link>
    </section>
  );
}
