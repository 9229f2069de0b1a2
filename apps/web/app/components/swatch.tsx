import { swatchNeedsBorder } from '@storefront/contracts';
import { cn } from '../lib/cn.ts';

type SwatchProps = {
  primary: string;
  secondary?: string | null;
  className?: string;
};

/** A colour dot: solid, or split diagonally for a two-tone colour; light ones get a border (§9). */
export function Swatch({ primary, secondary, className }: SwatchProps) {
  return (
    <span
      aria-hidden="true"
      data-bordered={swatchNeedsBorder(primary, secondary) || undefined}
      className={cn(
        'block rounded-full data-bordered:ring-1 data-bordered:ring-gray-300 data-bordered:ring-inset',
        className,
      )}
      style={{
        background: secondary
          ? `linear-gradient(135deg, ${primary} 50%, ${secondary} 50%)`
          : primary,
      }}
    />
  );
}
