import type { DOMPurify } from 'dompurify';

/** A reference inside the drawing (`#id`) or an embedded raster image; nothing from elsewhere. */
const LOCAL_HREF = /^\s*(#|data:image\/(png|jpeg|webp|gif);base64,)/i;
/** `url(...)` that is not `url(#id)`, or an `@import`: CSS that fetches from elsewhere. */
const EXTERNAL_CSS = /@import|url\(\s*['"]?\s*(?!#)/i;

let purifier: Promise<DOMPurify> | null = null;

/**
 * DOMPurify on a jsdom window, made on the first SVG upload (jsdom is large; most processes
 * never need it). Its SVG profile drops scripts, event handlers, foreignObject and `<use>`;
 * the hook below drops what it would keep that still reaches outside the file.
 */
function getPurifier(): Promise<DOMPurify> {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import('jsdom'),
      import('dompurify'),
    ]);
    const purify = createDOMPurify(new JSDOM('').window);
    purify.addHook('uponSanitizeElement', (node, data) => {
      if (data.tagName === 'style' && EXTERNAL_CSS.test(node.textContent ?? ''))
        node.parentNode?.removeChild(node);
    });
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      const name = data.attrName.toLowerCase();
      const external =
        name === 'href' || name === 'xlink:href'
          ? !LOCAL_HREF.test(data.attrValue)
          : EXTERNAL_CSS.test(data.attrValue);
      if (external) data.keepAttr = false;
    });
    return purify;
  })();
  return purifier;
}

/** Does the text look like an SVG document: its first element is `<svg>`? */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const start = head.replace(
    /^(\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[^\]]*\])?\s*>)*/i,
    '',
  );
  return /^<svg(\s|>|$)/i.test(start);
}

/**
 * The SVG with scripts, event handlers, foreignObject and every external reference removed,
 * as a standalone document; null when nothing drawable is left.
 */
export async function sanitizeSvg(bytes: Buffer): Promise<Buffer | null> {
  const purify = await getPurifier();
  const clean = purify.sanitize(bytes.toString('utf8'), {
    USE_PROFILES: { svg: true, svgFilters: true },
  });
  if (!/^<svg[\s>]/i.test(clean)) return null;
  // An SVG file is XML and needs its namespace; inline SVG in HTML may have left it out.
  const standalone = /^<svg[^>]*\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/i.test(clean)
    ? clean
    : clean.replace(/^<svg/i, '<svg xmlns="http://www.w3.org/2000/svg"');
  return Buffer.from(standalone, 'utf8');
}
