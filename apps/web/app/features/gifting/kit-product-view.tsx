import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { ChevronLeftIcon } from '../../components/ui/icons.tsx';
import { KitNotice } from './kit-notices.tsx';

type KitProductViewProps = {
  listPath: string;
  /** How many more of this product the kit allows; 0 shows the max-quantity banner (§5). */
  maxQuantity: number;
  /** The product detail. */
  children: React.ReactNode;
};

/** The kit page's single-product view: back to the list, the limit banner, the product. */
export function KitProductView({ listPath, maxQuantity, children }: KitProductViewProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <Link to={listPath} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        <ChevronLeftIcon />
        {t('GIFTING.backToList')}
      </Link>
      {maxQuantity === 0 ? (
        <KitNotice tone="info" testId="kit-max-quantity">
          {t('GIFTING.maxReachedProduct')}
        </KitNotice>
      ) : null}
      {children}
    </div>
  );
}
