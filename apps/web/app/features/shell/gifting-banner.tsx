import { kitPath, type CartGifting } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { GiftIcon } from '../../components/ui/icons.tsx';

/** Pages of the recipient's own walk, where the banner would only repeat where they are. */
const WITHOUT_BANNER = ['/kit', '/cart', '/checkout'];

/**
 * The gifting banner (§4): on every other page, Continue goes back to the kit with the link's
 * tokens and Discard empties the cart and goes home (the kit route's action does it).
 */
export function GiftingBanner({ gifting }: { gifting: CartGifting }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (WITHOUT_BANNER.includes(pathname)) return null;
  return (
    <div
      role="region"
      aria-label={t('GIFTING.bannerLabel')}
      className="flex flex-col items-center justify-center gap-3 bg-brand px-4 py-3 text-center text-sm text-brand-foreground sm:flex-row sm:gap-4"
    >
      <p className="flex items-center gap-2 font-medium [&_svg]:size-5 [&_svg]:shrink-0">
        <GiftIcon />
        {t('GIFTING.banner')}
      </p>
      <div className="flex gap-2">
        <Link to={kitPath(gifting)} className={buttonVariants({ variant: 'accent', size: 'sm' })}>
          {t('GIFTING.continue')}
        </Link>
        <Form method="post" action="/kit">
          <input type="hidden" name="intent" value="discard" />
          <Button type="submit" variant="outline" size="sm">
            {t('GIFTING.discard')}
          </Button>
        </Form>
      </div>
    </div>
  );
}
