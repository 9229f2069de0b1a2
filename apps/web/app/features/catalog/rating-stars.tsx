import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../components/ui/icons.tsx';

/** The average rating as five stars filled to the tenth, with the number of reviews. */
export function RatingStars({ rating, count }: { rating: number; count: number }) {
  const { t } = useTranslation();
  const percent = `${Math.min(100, Math.max(0, (rating / 5) * 100))}%`;
  const stars = (className: string) => (
    <span className={`flex gap-0.5 ${className}`}>
      {Array.from({ length: 5 }, (_, i) => (
        <StarIcon key={i} className="size-5 shrink-0 fill-current" strokeWidth={0} />
      ))}
    </span>
  );
  return (
    <div className="flex items-center gap-2">
      <span
        role="img"
        aria-label={t('PRODUCT.rating', { rating: rating.toFixed(1) })}
        className="relative inline-block"
      >
        {stars('text-gray-200')}
        <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: percent }}>
          {stars('text-amber-400')}
        </span>
      </span>
      <span className="text-sm text-gray-600">
        <span aria-hidden="true" className="font-medium text-gray-900">
          {rating.toFixed(1)}{' '}
        </span>
        ({t('PRODUCT.reviews', { count })})
      </span>
    </div>
  );
}
