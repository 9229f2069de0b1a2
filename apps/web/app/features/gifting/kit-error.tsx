import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { GiftIcon } from '../../components/ui/icons.tsx';

/** Why a kit link shows no kit (§8): the general failure, a gift redeemed, a link revoked or expired. */
export type KitFailure = 'loadFailed' | 'redeemed' | 'revoked' | 'expired';

const TEXT: Record<KitFailure, string> = {
  loadFailed: 'GIFTING.loadFailed',
  redeemed: 'GIFTING.redeemed',
  revoked: 'GIFTING.revoked',
  expired: 'GIFTING.expired',
};

/** A link that opens no kit (§8 Kit load failure), or one whose gift was already redeemed. */
export function KitError({ failure }: { failure: KitFailure }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-gray-100 text-gray-500 [&_svg]:size-8">
        <GiftIcon />
      </span>
      <h1 className="mt-6 text-2xl font-bold text-gray-900">{t('GIFTING.kitTitle')}</h1>
      <p role="alert" className="mt-3 text-gray-700">
        {t(TEXT[failure])}
      </p>
      <Link to="/" className={buttonVariants({ className: 'mt-8' })}>
        {t('GIFTING.goHome')}
      </Link>
    </section>
  );
}
