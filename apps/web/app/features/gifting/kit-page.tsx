import type { Cart, Kit } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { KitNotices } from './kit-notices.tsx';
import { KitProductSection } from './kit-product-section.tsx';
import { kitSelection } from './kit-selection.ts';
import { KitSlots } from './kit-slots.tsx';

type KitPageProps = {
  kit: Kit;
  cart: Cart;
  /** The kit page of this link (the list view). */
  listPath: string;
  hidePrices: boolean;
  /** Shows why a slot could not be removed. */
  onError: (message: string) => void;
};

/**
 * The kit page's list view (§2 Kit page): banner, how many products to choose, the chosen and
 * empty slots, the limit banners, Continue to shipping (not while over the limit), the required
 * products and the rest of the kit.
 */
export function KitPage({ kit, cart, listPath, hidePrices, onError }: KitPageProps) {
  const { t } = useTranslation();
  const selection = kitSelection(kit, cart);
  const required = kit.products.filter((p) => p.product_kit_product.required);
  const others = kit.products.filter((p) => !p.product_kit_product.required);
  const sectionProps = { selection, listPath, hidePrices };
  return (
    <div className="space-y-10 nav:space-y-14">
      {kit.banner ? (
        <img
          src={kit.banner.full_path}
          alt=""
          className="aspect-[5/2] w-full rounded-2xl bg-gray-100 object-cover sm:aspect-[4/1]"
        />
      ) : null}
      <section aria-labelledby="kit-heading" className="space-y-5">
        <div>
          <p className="text-xs font-semibold tracking-widest text-gray-500 uppercase">
            {kit.name}
          </p>
          <h1
            id="kit-heading"
            className="mt-1 text-2xl font-bold tracking-tight text-gray-900 nav:text-3xl"
          >
            {t('GIFTING.heading', { count: kit.amount })}
          </h1>
          <p className="mt-1 text-gray-600" data-testid="kit-progress">
            {t('GIFTING.progress', { chosen: selection.chosen, amount: kit.amount })}
          </p>
        </div>
        <KitNotices kit={kit} selection={selection} />
        <KitSlots lines={cart.lines} amount={kit.amount} onError={onError} />
        {selection.overLimit === 0 ? (
          <div className="flex justify-end">
            <Link to="/checkout" className={cn(buttonVariants({ size: 'lg' }), 'w-full sm:w-auto')}>
              {t('GIFTING.continueToShipping')}
            </Link>
          </div>
        ) : null}
      </section>
      {required.length ? (
        <KitProductSection
          id="kit-required"
          title={t('GIFTING.requiredProducts')}
          products={required}
          {...sectionProps}
        />
      ) : null}
      {others.length ? (
        <KitProductSection
          id="kit-products"
          title={t(required.length ? 'GIFTING.moreProducts' : 'GIFTING.products')}
          products={others}
          {...sectionProps}
        />
      ) : null}
    </div>
  );
}
