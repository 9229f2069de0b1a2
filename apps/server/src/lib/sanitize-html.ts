import { createRequire } from 'node:module';

// xss is CommonJS without named ESM exports, so it is required.
const { FilterXSS, getDefaultWhiteList } = createRequire(import.meta.url)(
  'xss',
) as typeof import('xss');

const allowed = getDefaultWhiteList();
// Owners style headings and text in rich-text sections; everything else stays on the default list.
for (const tag of ['p', 'span', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']) {
  allowed[tag] = [...(allowed[tag] ?? []), 'style', 'class'];
}

const filter = new FilterXSS({
  whiteList: allowed,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object'],
  css: {
    whiteList: {
      color: true,
      'text-align': true,
      'font-weight': true,
      'font-style': true,
      'font-size': true,
    },
  },
});

/** Owner HTML (footer, rich-text sections) with scripts, handlers and unknown tags removed. */
export function sanitizeHtml(html: string): string {
  return filter.process(html);
}
