import type { TextAreaContent } from '@storefront/contracts';
import { RichText } from './rich-text.tsx';

export function TextAreaSection({ content }: { content: TextAreaContent }) {
  return <RichText html={content.html} className="max-w-4xl" />;
}
