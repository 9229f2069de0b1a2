import { responsiveImage } from '@storefront/contracts';

type MediaImageProps = Omit<React.ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes'> & {
  src: string;
  /** How wide the image is drawn, for the browser's pick from the srcset. */
  sizes?: string;
};

/**
 * How soon a picture loads: `high` for the page's main picture (its largest paint), `eager` for
 * the others of the first screen, `lazy` (when scrolled near) for the rest.
 */
export type PicturePriority = 'high' | 'eager' | 'lazy';

/** The `<img>` attributes of a priority. */
export function pictureLoading(priority: PicturePriority) {
  return priority === 'lazy'
    ? ({ loading: 'lazy' } as const)
    : ({ loading: 'eager', fetchPriority: priority === 'high' ? 'high' : undefined } as const);
}

/** Pictures in a row of a grid that a phone's first screen shows: two side by side. */
const FIRST_SCREEN_ROW = 2;

/**
 * The priority of the picture at `index` in a grid whose first picture has priority `first`: the
 * rest of the first row loads at once too (unless the grid is lazy), later rows lazily.
 */
export function gridPriority(index: number, first: PicturePriority): PicturePriority {
  if (first === 'lazy' || index >= FIRST_SCREEN_ROW) return 'lazy';
  return index === 0 ? first : 'eager';
}

/**
 * An image that, when it is an upload, offers the browser its AVIF and WebP variants at each
 * width (`<picture>` with a `srcset` per format); any other URL is a plain `<img>`.
 */
export function MediaImage({ src, sizes, alt, ...props }: MediaImageProps) {
  const image = responsiveImage(src, sizes);
  const img = <img src={image.src} alt={alt} {...props} />;
  if (!image.sources.length) return img;
  return (
    <picture className="contents">
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={image.sizes} />
      ))}
      {img}
    </picture>
  );
}
