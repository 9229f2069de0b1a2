import { responsiveImage } from '@storefront/contracts';

type MediaImageProps = Omit<React.ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes'> & {
  src: string;
  /** How wide the image is drawn, for the browser's pick from the srcset. */
  sizes?: string;
};

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
