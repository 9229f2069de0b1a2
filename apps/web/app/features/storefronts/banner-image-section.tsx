import {
  DEFAULT_BANNER_IMAGE,
  normalizeLink,
  type BannerImageContent,
} from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { MediaImage, pictureLoading, type PicturePriority } from '../../components/media-image.tsx';
import { cn } from '../../lib/cn.ts';

/** The banner's size for the page to keep its space: the default's, an upload's, or none known. */
function bannerSize({ image, width, height }: BannerImageContent) {
  if (image === DEFAULT_BANNER_IMAGE) return { width: 1920, height: 480 };
  return width && height ? { width, height } : {};
}

/**
 * A banner image, the default banner when none is set, optionally a link opening in a new tab.
 * Full width cancels the shell's side gutter (`--gutter`) with a negative margin.
 */
export function BannerImageSection({
  content,
  priority,
}: {
  content: BannerImageContent;
  priority: PicturePriority;
}) {
  const { t } = useTranslation();
  const alt = content.alt || t('PAGES.banner');
  const image = (
    <MediaImage
      src={content.image}
      alt={alt}
      {...pictureLoading(priority)}
      className={cn('block h-auto w-full object-cover', !content.fullWidth && 'rounded-xl')}
      {...bannerSize(content)}
    />
  );
  return (
    <div className={cn(content.fullWidth && '-mx-(--gutter)')}>
      {content.redirectLink ? (
        <a
          href={normalizeLink(content.redirectLink)}
          target="_blank"
          rel="noopener noreferrer"
          className="block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {image}
          <span className="sr-only">{t('PAGES.opensInNewTab')}</span>
        </a>
      ) : (
        image
      )}
    </div>
  );
}
