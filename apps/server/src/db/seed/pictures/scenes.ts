/** Store artwork: page banners (1600×500), redirect tiles (800×600) and feature images (1200×900). */
import { shade } from './colour.ts';
import { drawItem } from './draw-item.ts';
import { placeMark } from './marks.ts';
import type { Item, StoreTheme } from './types.ts';

export type SceneName =
  | 'banner-home'
  | 'banner-kit'
  | 'tile-apparel'
  | 'tile-about'
  | 'tile-brand'
  | 'image-studio'
  | 'image-desk';

export const SCENE_SIZES: Record<SceneName, [number, number]> = {
  'banner-home': [1600, 500],
  'banner-kit': [1600, 500],
  'tile-apparel': [800, 600],
  'tile-about': [800, 600],
  'tile-brand': [800, 600],
  'image-studio': [1200, 900],
  'image-desk': [1200, 900],
};

type Placed = { item: Item; colour: string; trim?: string; x: number; y: number; scale: number };

/** Items (drawn in their 800 box) placed at (x, y) and scaled, with one shared shadow. */
function place(theme: StoreTheme, items: Placed[]): string {
  return `<g>${items
    .map(
      (p, i) =>
        `<g transform="translate(${p.x} ${p.y}) scale(${p.scale})">${drawItem({ item: p.item, colour: p.colour, trim: p.trim ?? null, view: 'front', theme }, `i${i}`)}</g>`,
    )
    .join('')}</g>`;
}

const svg = (name: SceneName, defs: string, body: string) => {
  const [w, h] = SCENE_SIZES[name];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
};

/** Brand-colour backdrop with a large accent disc and a faint dotted field. */
function brandBackdrop(
  theme: StoreTheme,
  w: number,
  h: number,
  disc: [number, number, number],
): string {
  const [cx, cy, r] = disc;
  return `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(theme.primary, 0.08)}"/><stop offset="1" stop-color="${shade(theme.primary, -0.38)}"/></linearGradient><pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="2.5" fill="#fff" fill-opacity="0.12"/></pattern>|<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#dots)"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${theme.accent}"/><circle cx="${cx}" cy="${cy}" r="${r + 40}" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="3"/>`;
}

function withBackdrop(
  name: SceneName,
  theme: StoreTheme,
  disc: [number, number, number],
  body: string,
) {
  const [w, h] = SCENE_SIZES[name];
  const [defs, base] = brandBackdrop(theme, w, h, disc).split('|') as [string, string];
  return svg(name, defs, base + body);
}

/** A white gift box tied with a ribbon in the brand colour, so it stands out on the accent disc. */
function giftBox(theme: StoreTheme): string {
  const ribbon = theme.primary;
  return `<g><rect x="1040" y="300" width="240" height="170" rx="8" fill="#ffffff"/><rect x="1040" y="314" width="240" height="10" fill="#0f172a" opacity="0.08"/><rect x="1024" y="268" width="272" height="46" rx="8" fill="#f1f5f9"/><rect x="1144" y="268" width="32" height="202" fill="${ribbon}"/><rect x="1040" y="370" width="240" height="26" fill="${ribbon}"/><path d="M1160 268C1110 206 1074 226 1090 254C1102 274 1140 272 1160 268Z" fill="${ribbon}"/><path d="M1160 268C1210 206 1246 226 1230 254C1218 274 1180 272 1160 268Z" fill="${ribbon}"/><circle cx="1160" cy="266" r="14" fill="${shade(ribbon, -0.25)}"/></g>`;
}

export function sceneSvg(name: SceneName, theme: StoreTheme): string {
  const light = '#f8fafc';
  const watermark = (x: number, y: number, size: number) =>
    `<g opacity="0.1">${placeMark(theme.mark, '#ffffff', x, y, size)}</g>`;
  switch (name) {
    case 'banner-home':
      return withBackdrop(
        name,
        theme,
        [1180, 250, 230],
        watermark(260, 260, 360) +
          place(theme, [
            {
              item: { kind: 'hoodie', style: 'pullover' },
              colour: light,
              x: 820,
              y: 30,
              scale: 0.58,
            },
            {
              item: { kind: 'tee', style: 'crew' },
              colour: shade(theme.primary, -0.1),
              x: 1090,
              y: 70,
              scale: 0.52,
            },
            {
              item: { kind: 'cap', style: 'dad' },
              colour: theme.accent,
              x: 1290,
              y: 190,
              scale: 0.36,
            },
            {
              item: { kind: 'tumbler', style: 'tall' },
              colour: '#111827',
              x: 740,
              y: 200,
              scale: 0.36,
            },
          ]),
      );
    case 'banner-kit':
      return withBackdrop(
        name,
        theme,
        [1160, 270, 220],
        watermark(260, 250, 340) +
          place(theme, [
            {
              item: { kind: 'hoodie', style: 'pullover' },
              colour: light,
              x: 880,
              y: 10,
              scale: 0.4,
            },
            {
              item: { kind: 'notebook', style: 'hardcover' },
              colour: '#111827',
              trim: theme.accent,
              x: 1180,
              y: 30,
              scale: 0.36,
            },
            {
              item: { kind: 'mug', style: 'ceramic' },
              colour: light,
              x: 1290,
              y: 170,
              scale: 0.36,
            },
            {
              item: { kind: 'cap', style: 'dad' },
              colour: theme.primary,
              x: 820,
              y: 200,
              scale: 0.34,
            },
          ]) +
          giftBox(theme),
      );
    case 'tile-apparel':
      return withBackdrop(
        name,
        theme,
        [560, 330, 210],
        place(theme, [
          { item: { kind: 'hoodie', style: 'pullover' }, colour: light, x: 60, y: 60, scale: 0.62 },
          {
            item: { kind: 'tee', style: 'crew' },
            colour: theme.accent,
            x: 330,
            y: 130,
            scale: 0.56,
          },
        ]),
      );
    case 'tile-about':
      return withBackdrop(
        name,
        theme,
        [610, 150, 170],
        `<g>${placeMark(theme.mark, '#ffffff', 400, 310, 240)}</g>`,
      );
    case 'tile-brand':
      return svg(
        name,
        '',
        `<rect width="800" height="600" fill="#f1f5f9"/>${[
          theme.primary,
          theme.accent,
          '#111827',
          '#e2e8f0',
        ]
          .map(
            (c, i) =>
              `<g transform="rotate(${-12 + i * 8} 400 520)"><rect x="310" y="90" width="180" height="420" rx="18" fill="#fff"/><rect x="322" y="102" width="156" height="300" rx="10" fill="${c}"/><rect x="330" y="420" width="110" height="14" rx="7" fill="#cbd5e1"/><rect x="330" y="446" width="70" height="14" rx="7" fill="#e2e8f0"/></g>`,
          )
          .join('')}<g>${placeMark(theme.mark, '#ffffff', 400, 250, 110)}</g>`,
      );
    case 'image-studio':
      return studioSvg(theme);
    case 'image-desk':
      return svg(
        name,
        `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef2f6"/><stop offset="1" stop-color="#dfe5ec"/></linearGradient>`,
        `<rect width="1200" height="900" fill="url(#wall)"/><rect y="620" width="1200" height="280" fill="#b98b5e"/><rect y="620" width="1200" height="14" fill="#a47649"/>${place(
          theme,
          [
            {
              item: { kind: 'notebook', style: 'hardcover' },
              colour: theme.primary,
              trim: theme.accent,
              x: 130,
              y: 206,
              scale: 0.62,
            },
            {
              item: { kind: 'mug', style: 'ceramic' },
              colour: '#f8fafc',
              x: 470,
              y: 274,
              scale: 0.55,
            },
            {
              item: { kind: 'tumbler', style: 'tall' },
              colour: '#111827',
              x: 760,
              y: 210,
              scale: 0.62,
            },
          ],
        )}`,
      );
  }
}

/** A clothing rail with three garments on hangers. */
function studioSvg(theme: StoreTheme): string {
  const hanger = (x: number) =>
    `<path d="M${x} 160v-16a14 14 0 1 1 14 -14" fill="none" stroke="#6b7280" stroke-width="6" stroke-linecap="round"/><path d="M${x - 120} 214L${x} 160L${x + 120} 214" fill="none" stroke="#9ca3af" stroke-width="8" stroke-linecap="round"/>`;
  return svg(
    'image-studio',
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f1ec"/><stop offset="1" stop-color="#e7e1d8"/></linearGradient>`,
    `<rect width="1200" height="900" fill="url(#wall)"/><rect y="800" width="1200" height="100" fill="#cdbfae"/><rect x="80" y="118" width="1040" height="12" rx="6" fill="#4b5563"/>${[300, 600, 900].map(hanger).join('')}${place(
      theme,
      [
        { item: { kind: 'tee', style: 'crew' }, colour: theme.primary, x: 60, y: 96, scale: 0.6 },
        {
          item: { kind: 'hoodie', style: 'pullover' },
          colour: '#e5e7eb',
          x: 344,
          y: 128,
          scale: 0.64,
        },
        { item: { kind: 'tee', style: 'crew' }, colour: theme.accent, x: 660, y: 96, scale: 0.6 },
      ],
    )}`,
  );
}
