/** One product picture: the item's drawing, its print in the right colour, and the studio backdrop. */
import {
  drawBag,
  drawCap,
  drawGiftCard,
  drawMug,
  drawNotebook,
  drawTumbler,
} from './accessories.ts';
import { contrast, isLight, luminance, mostVisible, shade } from './colour.ts';
import { drawSweatshirt, drawTee } from './garments.ts';
import { placeMark } from './marks.ts';
import type { Drawing, Item, Picture, PrintMethod, StoreTheme } from './types.ts';

function printMethod(item: Item): PrintMethod {
  if (item.kind === 'notebook' && item.style === 'hardcover') return 'deboss';
  if (item.kind === 'tumbler' || (item.kind === 'mug' && item.style === 'steel'))
    return 'engraving';
  return 'ink';
}

/** The brand colour where it reads well, else white or near-black. */
function inkOn(surface: string, theme: StoreTheme): string {
  if (contrast(theme.primary, surface) >= 3) return theme.primary;
  return mostVisible(surface, ['#ffffff', '#111827']);
}

function inkFor(method: PrintMethod, surface: string, theme: StoreTheme): string {
  if (method === 'engraving') return luminance(surface) > 0.4 ? '#6b7280' : '#e2e6ea';
  if (method === 'deboss') return shade(surface, isLight(surface) ? -0.25 : 0.2);
  return inkOn(surface, theme);
}

/** Ribbons and gift-card bows in the accent colour, drawstrings that show, otherwise a tone-on-tone trim. */
function defaultTrim(item: Item, colour: string, theme: StoreTheme): string {
  if (item.kind === 'gift-card' || item.kind === 'notebook') return theme.accent;
  if (item.kind === 'bag' && item.style === 'drawstring')
    return isLight(colour) ? '#374151' : '#f3f4f6';
  return shade(colour, -0.06);
}

/** The item drawn in the 800×800 box; `id` keeps its gradients apart from other items in one SVG. */
export function drawItem(p: Picture, id: string): string {
  const method = printMethod(p.item);
  const ink = inkFor(method, p.colour, p.theme);
  const d: Drawing = {
    body: p.colour,
    trim: p.trim ?? defaultTrim(p.item, p.colour, p.theme),
    ink,
    id,
    view: p.view,
    print(cx, cy, size, surface) {
      const colour = surface ? inkOn(surface, p.theme) : ink;
      const mark = placeMark(p.theme.mark, colour, cx, cy, size);
      if (method !== 'deboss') return mark;
      const edge = shade(p.colour, isLight(p.colour) ? 0.3 : -0.5);
      return `<g transform="translate(0 2)">${placeMark(p.theme.mark, edge, cx, cy, size)}</g>${mark}`;
    },
  };
  return groundShadow(p.item) + drawing(p.item, d);
}

function drawing(item: Item, d: Drawing): string {
  switch (item.kind) {
    case 'tee':
      return drawTee(item.style, d);
    case 'hoodie':
      return drawSweatshirt(item.style, d);
    case 'cap':
      return drawCap(item.style, d);
    case 'mug':
      return drawMug(item.style, d);
    case 'tumbler':
      return drawTumbler(item.style, d);
    case 'bag':
      return drawBag(item.style, d);
    case 'notebook':
      return drawNotebook(item.style, d);
    case 'gift-card':
      return drawGiftCard(d);
  }
}

/** Where the item meets the ground: [cx, cy, rx]. */
function groundOf(item: Item): [number, number, number] {
  switch (item.kind) {
    case 'tee':
      return [400, 700, 260];
    case 'hoodie':
      return [400, 712, 280];
    case 'cap':
      return item.style === 'beanie' || item.style === 'pom-beanie'
        ? [400, 606, 220]
        : [410, 500, 260];
    case 'mug':
      return item.style === 'camp' ? [390, 614, 200] : [400, 632, 190];
    case 'tumbler':
      return item.style === 'lowball' ? [400, 652, 150] : [400, 664, 130];
    case 'bag':
      return item.style === 'drawstring' ? [400, 664, 190] : [400, 704, 240];
    case 'notebook':
      return [414, 664, 200];
    case 'gift-card':
      return [400, 600, 260];
  }
}

/**
 * A soft contact shadow from three stacked translucent ellipses: blur filters and radial gradients
 * look smoother but cost several times the rendering time at this size.
 */
function groundShadow(item: Item): string {
  const [cx, cy, rx] = groundOf(item);
  const ring = (scale: number, opacity: number) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="${Math.round(rx * scale)}" ry="${Math.round((rx * scale) / 9)}" opacity="${opacity}"/>`;
  return `<g fill="#0f172a">${ring(1, 0.05)}${ring(0.82, 0.07)}${ring(0.6, 0.09)}</g>`;
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** The product on a light studio backdrop, or a close-up of its print for the detail view. */
export function pictureSvg(p: Picture): string {
  if (p.view === 'detail') return detailSvg(p);
  const light = luminance(p.colour) > 0.7;
  const [centre, edge] = light ? ['#f1f2f4', '#d9dde2'] : ['#fbfbfc', '#e8eaee'];
  return svg(
    800,
    800,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${centre}"/><stop offset="1" stop-color="${edge}"/></linearGradient></defs><rect width="800" height="800" fill="url(#bg)"/>${drawItem(p, 'p')}`,
  );
}

function detailSvg(p: Picture): string {
  const method = printMethod(p.item);
  const ink = inkFor(method, p.colour, p.theme);
  const grain = isLight(p.colour) ? '#000' : '#fff';
  return svg(
    800,
    800,
    `<defs><pattern id="t" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 4H8M4 0V8" stroke="${grain}" stroke-opacity="0.06" stroke-width="1.5"/></pattern></defs><rect width="800" height="800" fill="${p.colour}"/><rect width="800" height="800" fill="url(#t)"/><g transform="translate(0 4)" opacity="0.2">${placeMark(p.theme.mark, '#000000', 400, 400, 360)}</g>${placeMark(p.theme.mark, ink, 400, 400, 360)}`,
  );
}
