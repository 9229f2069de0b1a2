import { cn } from '../../lib/cn.ts';

/** Owner HTML of a section; the server sanitised it before sending the page. */
export function RichText({
  html,
  className,
  style,
}: {
  html: string;
  className?: string;
  style?: React.CSSProperties;
}) {
  return (
    <div
      className={cn(
        'rich-text leading-7 text-gray-700',
        '[&_h1]:text-3xl [&_h1]:font-bold [&_h1]:tracking-tight [&_h1]:text-gray-900 sm:[&_h1]:text-4xl',
        '[&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-gray-900',
        '[&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-gray-900',
        '[&>*+*]:mt-3 [&>*+:is(h1,h2,h3)]:mt-6 [&_ol]:list-decimal [&_ol]:pl-6',
        className,
      )}
      style={style}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
