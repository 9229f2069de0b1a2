import {
  formatMoney,
  type AddCartLineBody,
  type ProductDetail as Product,
} from '@storefront/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeholderKind, ProductPlaceholder } from '../../components/product-placeholder.tsx';
import { useOnChange } from '../../lib/use-on-change.ts';
import { CustomFields } from './custom-fields.tsx';
import { ColourPicker } from './colour-picker.tsx';
import { GiftCardFields } from './gift-card-fields.tsx';
import { ItemAddedDialog } from './item-added-dialog.tsx';
import { ProductDescription } from './product-description.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { PurchasePanel } from './purchase-panel.tsx';
import { RatingStars } from './rating-stars.tsx';
import { SizeGuide } from './size-guide.tsx';
import { SizePicker } from './size-picker.tsx';
import { useProductChoice } from './use-product-choice.ts';

/** What the cart answered to Add to Cart. */
export type AddToCartResult = { ok: true } | { ok: false; message: string };

type ProductDetailProps = {
  product: Product;
  hidePrices: boolean;
  /** The variant navigation state names (a card's chosen colour), if any. */
  stateVariantId: number | null;
  /** Puts the item in the cart. */
  onAdd: (line: AddCartLineBody) => void;
  adding: boolean;
  /** The answer to the last add; a new object per add. */
  added: AddToCartResult | undefined;
  /** Gifting mode (§4): Go To Checkout goes to /checkout rather than the cart. */
  giftingMode?: boolean;
  /**
   * On the kit page: how many more of this product the kit allows, and the item-added event that
   * replaces the 'Item added to cart' dialog.
   */
  kit?: { maxQuantity: number; onItemAdded: () => void };
  /** The store's largest custom gift-card amount, in cents. */
  giftCardAmountMaxCents?: number;
};

/** The product page (§2 Product detail): pictures beside everything needed to choose and buy. */
export function ProductDetail(props: ProductDetailProps) {
  const { product, hidePrices, stateVariantId, onAdd, adding, added, giftingMode, kit } = props;
  const { t, i18n } = useTranslation();
  const choice = useProductChoice(
    product,
    stateVariantId,
    kit?.maxQuantity,
    props.giftCardAmountMaxCents,
  );
  const [dialogOpen, setDialogOpen] = useState(false);
  useOnChange(added, (answer) => {
    if (answer.ok && kit) kit.onItemAdded();
    else setDialogOpen(answer.ok);
  });
  const giftCard = product.is_gift_card;
  const { warnings } = choice.problems;

  return (
    <div className="grid gap-8 md:grid-cols-2 md:gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] xl:gap-16">
      <div className="md:sticky md:top-28 md:self-start">
        <ProductGallery
          key={choice.images.join('|')}
          images={choice.images}
          name={product.name}
          placeholder={<ProductPlaceholder kind={placeholderKind(product)} />}
        />
      </div>

      <div className="space-y-7">
        <div className="space-y-3">
          {product.brand || product.line_name ? (
            <p className="text-xs font-semibold tracking-widest text-gray-500 uppercase">
              {[product.brand, product.line_name].filter(Boolean).join(' · ')}
            </p>
          ) : null}
          <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
            {product.name}
          </h1>
          {product.reviews_count > 0 ? (
            <RatingStars rating={product.reviews_rate_average} count={product.reviews_count} />
          ) : null}
          {hidePrices ? null : (
            <p className="text-2xl font-semibold text-gray-900" data-testid="product-price">
              {choice.price === null
                ? '—'
                : formatMoney(choice.price, product.currency, i18n.language)}
            </p>
          )}
          {product.short_description ? (
            <p className="leading-relaxed text-gray-600">{product.short_description}</p>
          ) : null}
          {product.decoration_methods.length ? (
            <div>
              <h2 className="sr-only">{t('PRODUCT.decoration')}</h2>
              <ul className="flex flex-wrap gap-2">
                {product.decoration_methods.map((method) => (
                  <li
                    key={method.id}
                    className="rounded-full bg-gray-100 px-3 py-1 text-xs font-medium text-gray-700"
                  >
                    {method.name}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>

        <div className="space-y-6 border-t border-gray-200 pt-6">
          {product.product_variants.length > 0 && !giftCard ? (
            <ColourPicker
              variants={product.product_variants}
              selected={choice.variant}
              onSelect={choice.selectVariant}
              invalid={choice.tried && warnings.includes('selectColor')}
            />
          ) : null}
          <SizePicker
            variants={product.product_variants}
            variant={choice.variant}
            selected={choice.size}
            onSelect={choice.selectSize}
            giftCard={giftCard}
            disabled={choice.customAmount !== null}
            invalid={
              choice.tried && (warnings.includes('selectSize') || warnings.includes('selectAmount'))
            }
            aside={giftCard ? null : <SizeGuide guides={product.product_size_guides} />}
          />
          {giftCard ? <GiftCardFields choice={choice} currency={product.currency} /> : null}
          {product.input_fields.length ? (
            <CustomFields fields={product.input_fields} choice={choice} />
          ) : null}
          <PurchasePanel
            choice={choice}
            onAdd={() => onAdd(choice.cartLine())}
            adding={adding}
            refusal={added?.ok === false ? added.message : null}
          />
          <NoteBlock product={product} />
          {product.copy_underneath_description ? (
            <p className="text-sm text-gray-600">{product.copy_underneath_description}</p>
          ) : null}
        </div>

        <ProductDescription description={product.description} />
      </div>
      <ItemAddedDialog
        open={dialogOpen}
        onClose={() => {
          setDialogOpen(false);
          choice.resetQuantity();
        }}
        productName={product.name}
        checkoutPath={giftingMode || kit ? '/checkout' : '/cart'}
        image={choice.images[0]}
        details={[
          choice.variant?.color,
          choice.customAmount !== null && choice.price !== null
            ? formatMoney(choice.price, product.currency, i18n.language)
            : choice.size,
          `× ${choice.quantity}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      />
    </div>
  );
}

/** The note block: a gift card goes by e-mail; anything else ships from its warehouse. */
function NoteBlock({ product }: { product: Product }) {
  const { t } = useTranslation();
  if (!product.is_gift_card && !product.warehouse) return null;
  return (
    <p className="rounded-xl bg-gray-50 px-4 py-3 text-sm text-gray-700">
      {product.is_gift_card
        ? t('PRODUCT.giftCardDelivery')
        : t('PRODUCT.shipsFrom', { warehouse: product.warehouse?.name })}
    </p>
  );
}
