import { swipedSlide } from '@storefront/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pictureLoading } from '../../components/media-image.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/ui/icons.tsx';
import { cn } from '../../lib/cn.ts';

type SwipeCarouselProps = { images: string[]; alt: string; className?: string };

/**
 * The pictures under 576 px: one at a time, swiped left or right past 50 px (§9) to the next or
 * previous, wrapping around at the ends; dots and arrow buttons do the same without a swipe.
 */
export function SwipeCarousel({ images, alt, className }: SwipeCarouselProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [drag, setDrag] = useState(0);
  const start = useRef<number | null>(null);
  const count = images.length;
  const go = (next: number) => setIndex((next + count) % count);

  function endSwipe() {
    if (start.current === null) return;
    start.current = null;
    setIndex((now) => swipedSlide(now, count, drag));
    setDrag(0);
  }

  return (
    <div
      className={cn('relative', className)}
      role="group"
      aria-roledescription="carousel"
      aria-label={t('PRODUCT.gallery')}
    >
      <div
        className="touch-pan-y overflow-hidden rounded-2xl bg-gray-100 select-none"
        onPointerDown={(event) => {
          if (count < 2) return;
          start.current = event.clientX;
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerMove={(event) => {
          if (start.current !== null) setDrag(event.clientX - start.current);
        }}
        onPointerUp={endSwipe}
        onPointerCancel={endSwipe}
      >
        <div
          data-testid="carousel-track"
          className={cn('flex', drag === 0 && 'transition-transform duration-300 ease-out')}
          style={{ transform: `translateX(calc(${-index * 100}% + ${drag}px))` }}
        >
          {images.map((src, i) => (
            <img
              key={src}
              src={src}
              alt={i === index ? alt : ''}
              aria-hidden={i === index ? undefined : true}
              draggable={false}
              width={800}
              height={800}
              {...pictureLoading(i === 0 ? 'high' : 'lazy')}
              className="aspect-square w-full shrink-0 object-cover"
            />
          ))}
        </div>
      </div>
      {count > 1 ? (
        <>
          <p className="sr-only" aria-live="polite" data-testid="carousel-position">
            {t('PRODUCT.imagePosition', { index: index + 1, count })}
          </p>
          <button
            type="button"
            aria-label={t('PRODUCT.previousImage')}
            onClick={() => go(index - 1)}
            className="absolute top-1/2 left-2 grid size-9 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-gray-900 shadow focus-visible:outline-2 focus-visible:outline-accent [&_svg]:size-5"
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            aria-label={t('PRODUCT.nextImage')}
            onClick={() => go(index + 1)}
            className="absolute top-1/2 right-2 grid size-9 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-gray-900 shadow focus-visible:outline-2 focus-visible:outline-accent [&_svg]:size-5"
          >
            <ChevronRightIcon />
          </button>
          <div className="mt-3 flex justify-center gap-1">
            {images.map((src, i) => (
              <button
                key={src}
                type="button"
                aria-label={t('PRODUCT.showImage', { index: i + 1 })}
                aria-current={i === index || undefined}
                onClick={() => setIndex(i)}
                className="grid size-6 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-accent"
              >
                <span
                  className={cn(
                    'block size-2 rounded-full transition-all',
                    i === index ? 'w-5 bg-brand' : 'bg-gray-300',
                  )}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
