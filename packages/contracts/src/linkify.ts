/** A piece of plain text: words, or a web address to show as a link. */
export type TextPart = { text: string; href?: string };

const WEB_ADDRESS = /https?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence rather than the address ("see https://x.test/a."). */
const TRAILING = /[.,;:!?)\]]+$/;

/** Splits plain text (a mail's body) so its http(s) addresses can be rendered as links. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const href = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: href, href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
