/** The shape of a product card while its list loads. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" data-testid="product-skeleton" className="animate-pulse">
      <div className="aspect-square rounded-xl bg-gray-200" />
      <div className="mt-3 h-4 w-3/4 rounded bg-gray-200" />
      <div className="mt-2 h-4 w-1/4 rounded bg-gray-200" />
    </div>
  );
}
