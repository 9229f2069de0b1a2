import type { TextWithImageContent } from '@storefront/contracts';
import { MediaImage, pictureLoading, type PicturePriority } from '../../components/media-image.tsx';
import { cn } from '../../lib/cn.ts';
import { RichText } from './rich-text.tsx';

/**
 * Image left or right of the text on wider screens; stacked, image first, on phones. The image
 * fills a 4:3 frame, so the text below it does not move when it arrives.
 */
export function TextWithImageSection({
  content,
  priority,
}: {
  content: TextWithImageContent;
  priority: PicturePriority;
}) {
  return (
    <div className="grid items-center gap-6 md:grid-cols-2 md:gap-12">
      {content.image ? (
        <MediaImage
          src={content.image}
          sizes="(min-width: 768px) 50vw, 100vw"
          alt={content.alt}
          width={800}
          height={600}
          {...pictureLoading(priority)}
          className={cn(
            'aspect-4/3 w-full rounded-xl object-cover shadow-sm',
            content.imagePosition === 'right' && 'md:order-last',
          )}
        />
      ) : null}
      <RichText html={content.html} />
    </div>
  );
}
