import { formatMoney, type ProductSummary } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A product in a grid: picture, name and price (unless the store hides prices), to its page. */
export function ProductCard({
  product,
  hidePrice,
}: {
  product: ProductSummary;
  hidePrice: boolean;
}) {
  const { i18n } = useTranslation();
  const picture = product.product_thumbnail?.full_path;
  return (
    <Link
      to={`/products/${product.slug}`}
      className="group block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
    >
      <div className="aspect-square overflow-hidden rounded-xl bg-gray-100">
        {picture ? (
          <img
            src={picture}
            alt=""
            loading="lazy"
            className="size-full object-cover transition duration-300 group-hover:scale-105"
          />
        ) : null}
      </div>
      <h3 className="mt-3 line-clamp-2 text-sm font-medium text-gray-900 group-hover:underline">
        {product.name}
      </h3>
      {hidePrice ? null : (
        <p className="mt-1 text-sm font-semibold text-gray-900">
          {formatMoney(product.final_price, product.currency, i18n.language)}
        </p>
      )}
    </Link>
  );
}
