import type { TextWithImageContent } from '@storefront/contracts';
import { MediaImage } from '../../components/media-image.tsx';
import { cn } from '../../lib/cn.ts';
import { RichText } from './rich-text.tsx';

/** Image left or right of the text on wider screens; stacked, image first, on phones. */
export function TextWithImageSection({ content }: { content: TextWithImageContent }) {
  return (
    <div className="grid items-center gap-6 md:grid-cols-2 md:gap-12">
      {content.image ? (
        <MediaImage
          src={content.image}
          sizes="(min-width: 768px) 50vw, 100vw"
          alt={content.alt}
          loading="lazy"
          className={cn(
            'w-full rounded-xl object-cover shadow-sm',
            content.imagePosition === 'right' && 'md:order-last',
          )}
        />
      ) : null}
      <RichText html={content.html} />
    </div>
  );
}
