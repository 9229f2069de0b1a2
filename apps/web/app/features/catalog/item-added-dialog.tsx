import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';

type ItemAddedDialogProps = {
  open: boolean;
  /** Continue Shopping, Escape or a click outside. */
  onClose: () => void;
  productName: string;
  /** The picture of the chosen variant. */
  image: string | undefined;
  details: string;
  /** Go To Checkout: the cart, or checkout itself in gifting mode (§4). */
  checkoutPath: string;
};

/** 'Item added to cart' (§2, 400 px): Continue Shopping stays, Go To Checkout moves on. */
export function ItemAddedDialog({
  open,
  onClose,
  productName,
  image,
  details,
  checkoutPath,
}: ItemAddedDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('PRODUCT.itemAdded')} className="max-w-[400px]">
      <div className="space-y-5 p-6">
        <div className="flex items-center gap-4">
          {image ? (
            <img
              src={image}
              alt=""
              width={64}
              height={64}
              className="size-16 shrink-0 rounded-lg bg-gray-100 object-cover"
            />
          ) : null}
          <div className="min-w-0">
            <p className="truncate font-semibold text-gray-900">{productName}</p>
            <p className="text-sm text-gray-600">{details}</p>
          </div>
        </div>
        <div className="grid gap-3">
          <Button variant="outline" size="lg" onClick={onClose}>
            {t('PRODUCT.continueShopping')}
          </Button>
          <Link to={checkoutPath} className={buttonVariants({ size: 'lg' })}>
            {t('PRODUCT.goToCheckout')}
          </Link>
        </div>
      </div>
    </Dialog>
  );
}
