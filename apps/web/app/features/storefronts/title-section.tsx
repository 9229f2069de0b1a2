import type { TitleContent } from '@storefront/contracts';
import { cn } from '../../lib/cn.ts';
import { RichText } from './rich-text.tsx';

/** A title in the owner's font and size; large sizes shrink on phones so words are not cut. */
export function TitleSection({ content }: { content: TitleContent }) {
  const style: React.CSSProperties = {
    fontFamily: content.font ?? undefined,
    fontSize: content.fontSize ? `min(${content.fontSize}, 9vw)` : undefined,
  };
  return (
    <RichText
      html={content.html}
      style={style}
      className={cn(
        'text-3xl leading-tight font-bold text-gray-900',
        // The owner's size wins over the heading sizes of rich text.
        content.fontSize && '[&_*]:text-[length:inherit]!',
      )}
    />
  );
}
