import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZoomInIcon } from '../../components/ui/icons.tsx';
import { cn } from '../../lib/cn.ts';
import { ImagePreview } from './image-preview.tsx';
import { SwipeCarousel } from './swipe-carousel.tsx';

type ProductGalleryProps = { images: string[]; name: string; placeholder: React.ReactNode };

/**
 * The product's pictures (§2): from 576 px thumbnails beside (below, under 1024 px) a main picture
 * that opens a zoomable preview; under 576 px a swipe carousel. A new variant remounts it (key).
 */
export function ProductGallery({ images, name, placeholder }: ProductGalleryProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [preview, setPreview] = useState(false);
  const main = images[index];
  if (!main) return <div className="aspect-square overflow-hidden rounded-2xl">{placeholder}</div>;

  return (
    <div>
      <SwipeCarousel images={images} alt={name} className="min-[576px]:hidden" />
      <div className="hidden gap-4 min-[576px]:flex max-lg:flex-col-reverse">
        {images.length > 1 ? (
          <ul
            aria-label={t('PRODUCT.gallery')}
            className="flex shrink-0 gap-3 max-lg:overflow-x-auto lg:w-20 lg:flex-col"
          >
            {images.map((src, i) => (
              <li key={src} className="shrink-0">
                <button
                  type="button"
                  aria-label={t('PRODUCT.showImage', { index: i + 1 })}
                  aria-current={i === index || undefined}
                  onClick={() => setIndex(i)}
                  onMouseEnter={() => setIndex(i)}
                  className={cn(
                    'block size-20 overflow-hidden rounded-xl border-2 bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
                    i === index ? 'border-brand' : 'border-transparent hover:border-gray-300',
                  )}
                >
                  <img src={src} alt="" width={80} height={80} className="size-full object-cover" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <button
          type="button"
          onClick={() => setPreview(true)}
          aria-label={t('PRODUCT.openPreview')}
          aria-haspopup="dialog"
          className="group relative block min-w-0 flex-1 cursor-zoom-in overflow-hidden rounded-2xl bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          <img
            src={main}
            alt={name}
            width={800}
            height={800}
            fetchPriority="high"
            data-testid="main-image"
            className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
          <span className="absolute right-3 bottom-3 grid size-10 place-items-center rounded-full bg-white/90 text-gray-800 shadow [&_svg]:size-5">
            <ZoomInIcon />
          </span>
        </button>
      </div>
      <ImagePreview src={main} alt={name} open={preview} onClose={() => setPreview(false)} />
    </div>
  );
}
