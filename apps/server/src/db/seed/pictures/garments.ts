/** T-shirts and sweatshirts, laid flat, drawn on an 800×800 canvas. */
import { isLight, shade } from './colour.ts';
import { dropShade, roundShade, seam, shaded, stitch } from './shading.ts';
import type { Drawing, Item } from './types.ts';

type TeeStyle = Extract<Item, { kind: 'tee' }>['style'];
type SweatStyle = Extract<Item, { kind: 'hoodie' }>['style'];

/** Ribbing: a band of short dark dashes along a path. */
const ribs = (d: string, width: number, colour: string) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="2 8" opacity="0.35"/>`;

/** Soft creases that keep a flat garment from looking like a sticker. */
const folds = (d: string[], light: boolean) =>
  d
    .map(
      (p) =>
        `<path d="${p}" fill="none" stroke="${light ? '#000' : '#fff'}" stroke-width="26" stroke-linecap="round" opacity="${light ? 0.03 : 0.045}"/>`,
    )
    .join('');

const TEE_NECKS = {
  crew: 'C345 170 455 170 482 128',
  vneck: 'L400 216L482 128',
  rear: 'C350 146 450 146 482 128',
};

function teeOutline(neck: string, long: boolean): string {
  const right = long ? 'L742 620L676 636L598 302' : 'L720 330L630 370L598 302';
  const left = long ? 'L124 636L58 620L132 214' : 'L170 370L80 330L132 214';
  return `M318 128${neck}L590 160Q640 176 668 214${right}L602 690Q400 704 198 690L202 302${left}Q160 176 210 160Z`;
}

const SLEEVE_BANDS = {
  short: ['M720 330L630 370L622 351L712 311Z', 'M80 330L170 370L178 351L88 311Z'],
  long: ['M742 620L676 636L671 608L737 592Z', 'M58 620L124 636L129 608L63 592Z'],
};

const RAGLAN_SLEEVES = [
  'M482 128L590 160Q640 176 668 214L720 330L630 370L598 302Z',
  'M318 128L210 160Q160 176 132 214L80 330L170 370L202 302Z',
];

export function drawTee(style: TeeStyle, d: Drawing): string {
  const { body, trim, id } = d;
  const rear = d.view === 'rear';
  const vNeck = style === 'vneck' || style === 'jersey';
  const long = style === 'long-sleeve';
  const neck = rear ? TEE_NECKS.rear : vNeck ? TEE_NECKS.vneck : TEE_NECKS.crew;
  const outline = teeOutline(neck, long);
  const dark = shade(body, isLight(body) ? -0.14 : -0.3);
  const trimmed = style === 'ringer' || style === 'jersey';
  const collarColour = trimmed ? trim : shade(body, -0.1);
  const bands = long || trimmed ? SLEEVE_BANDS[long ? 'long' : 'short'] : [];
  const parts = [`<defs>${roundShade(`${id}r`)}${dropShade(`${id}d`)}</defs>`];

  if (!rear) {
    const inner = vNeck ? 'L400 216Z' : 'C455 170 345 170 318 128Z';
    parts.push(`<path d="M318 128C350 106 450 106 482 128${inner}" fill="${shade(body, -0.4)}"/>`);
  }
  parts.push(shaded(outline, body, `${id}r`));
  if (style === 'raglan') parts.push(...RAGLAN_SLEEVES.map((p) => shaded(p, trim, `${id}r`)));
  parts.push(`<path d="${outline}" fill="url(#${id}d)"/>`);
  parts.push(
    ...bands.map((p) => `<path d="${p}" fill="${trimmed ? trim : shade(body, -0.06)}"/>`),
    folds(['M236 360Q292 420 310 520', 'M566 360Q508 430 496 540'], isLight(body)),
  );
  if (style === 'raglan') parts.push(seam('M482 128L598 302M318 128L202 302', dark, 3));
  else parts.push(seam('M590 160Q578 232 598 302M210 160Q222 232 202 302', dark, 3));
  parts.push(stitch('M204 672Q400 686 598 672', dark));
  if (!long) parts.push(stitch('M712 311L622 351M88 311L178 351', dark));

  const collarPath = `M318 128${neck}`;
  parts.push(
    `<path d="${collarPath}" fill="none" stroke="${collarColour}" stroke-width="${rear ? 9 : 14}" stroke-linejoin="round"/>`,
  );
  if (!rear) parts.push(seam('M318 128C350 106 450 106 482 128', collarColour, 6, 1));
  if (style === 'polo') parts.push(poloCollar(body, trim, rear));
  if (style === 'pocket' && !rear) parts.push(pocket(body, dark), d.print(508, 314, 44));
  else if (rear && style === 'jersey') parts.push(jerseyBack(d));
  else if (rear) parts.push(d.print(400, 178, 32));
  else if (style === 'polo') parts.push(d.print(524, 292, 56));
  else parts.push(d.print(400, vNeck ? 330 : 300, 120));
  return parts.join('');
}

function pocket(body: string, dark: string): string {
  const d = 'M468 262H548V338Q548 356 530 356H486Q468 356 468 338Z';
  return `<path d="${d}" fill="${shade(body, -0.04)}" stroke="${dark}" stroke-width="2" stroke-opacity="0.6"/>${stitch('M474 276H542', dark, 2)}`;
}

function poloCollar(body: string, trim: string, rear: boolean): string {
  const collar = shade(trim, -0.04);
  if (rear)
    return `<path d="M316 126C350 104 450 104 484 126L488 150C450 132 350 132 312 150Z" fill="${collar}"/>`;
  const edge = shade(collar, -0.25);
  return [
    `<path d="M316 126C350 104 450 104 484 126C460 120 340 120 316 126Z" fill="${shade(collar, -0.2)}"/>`,
    `<path d="M386 170H414V304H386Z" fill="${shade(body, -0.05)}" stroke="${shade(body, -0.25)}" stroke-width="2"/>`,
    `<circle cx="400" cy="218" r="6" fill="${shade(body, -0.35)}"/><circle cx="400" cy="264" r="6" fill="${shade(body, -0.35)}"/>`,
    `<path d="M314 124C322 160 334 192 350 216L398 178C380 150 350 130 314 124Z" fill="${collar}" stroke="${edge}" stroke-width="2"/>`,
    `<path d="M486 124C478 160 466 192 450 216L402 178C420 150 450 130 486 124Z" fill="${collar}" stroke="${edge}" stroke-width="2"/>`,
  ].join('');
}

/** Name bar and a "00" to be personalised. */
function jerseyBack(d: Drawing): string {
  const digit = (x: number) =>
    `<rect x="${x}" y="270" width="96" height="170" rx="48" fill="none" stroke-width="24"/>`;
  return `<rect x="320" y="208" width="160" height="26" rx="8" fill="${d.ink}" opacity="0.9"/><g stroke="${d.ink}">${digit(292)}${digit(412)}</g>`;
}

const SWEAT = {
  start:
    'M300 170L205 200Q160 215 140 262L86 612L90 652L160 662L164 620L202 332L206 700Q400 712 594 700L598 332L636 620L640 662L710 652L714 612L660 262Q640 215 595 200L500 170',
  frontNeck: 'C470 218 330 218 300 170Z',
  rearNeck: 'C460 150 340 150 300 170Z',
};
const CUFFS = ['M86 612L164 620L160 662L90 652Z', 'M714 612L636 620L640 662L710 652Z'];
const WAISTBAND = 'M206 664Q400 676 594 664L594 700Q400 712 206 700Z';

export function drawSweatshirt(style: SweatStyle, d: Drawing): string {
  const { body, id } = d;
  const rear = d.view === 'rear';
  const hooded = style === 'pullover' || style === 'zip';
  const outline = SWEAT.start + (hooded ? 'Z' : rear ? SWEAT.rearNeck : SWEAT.frontNeck);
  const dark = shade(body, isLight(body) ? -0.14 : -0.3);
  const rib = shade(body, -0.07);
  const parts = [`<defs>${roundShade(`${id}r`)}${dropShade(`${id}d`)}</defs>`];

  if (!hooded && !rear)
    parts.push(
      `<path d="M300 170C340 146 460 146 500 170${SWEAT.frontNeck}" fill="${shade(body, -0.4)}"/>`,
    );
  parts.push(shaded(outline, body, `${id}r`), `<path d="${outline}" fill="url(#${id}d)"/>`);
  parts.push(
    ...CUFFS.map((c) => `<path d="${c}" fill="${rib}"/>`),
    `<path d="${WAISTBAND}" fill="${rib}"/>`,
    ribs('M208 682Q400 694 592 682', 34, dark),
    ribs('M88 632L162 641', 40, dark),
    ribs('M712 632L638 641', 40, dark),
    folds(
      [
        'M232 380Q288 450 300 560',
        'M568 380Q512 450 500 560',
        'M120 400Q128 480 118 560',
        'M680 400Q672 480 682 560',
      ],
      isLight(body),
    ),
    seam('M205 200Q196 270 202 332M595 200Q604 270 598 332', dark, 3),
  );

  if (hooded) parts.push(rear ? hoodBack(body, id, dark) : hoodFront(body, id, dark));
  else parts.push(sweatCollar(style, body, dark, rear));

  if (rear) {
    if (!hooded) parts.push(d.print(400, 196, 32));
  } else if (style === 'pullover') {
    parts.push(kangarooPocket(body, dark), d.print(400, 410, 130));
  } else if (style === 'zip') {
    parts.push(
      zipper(250, 664),
      seam('M306 540Q294 600 276 650M494 540Q506 600 524 650', dark, 4, 0.8),
      d.print(498, 350, 70),
    );
  } else if (style === 'quarter-zip') {
    parts.push(zipper(178, 360), d.print(506, 340, 64));
  } else {
    parts.push(d.print(400, 360, 130));
  }
  if (hooded && !rear) parts.push(drawstrings(body));
  return parts.join('');
}

function hoodFront(body: string, id: string, dark: string): string {
  const outer = 'M286 188C262 118 318 62 400 62C482 62 538 118 514 188Z';
  const opening = 'M316 182C306 128 346 96 400 96C454 96 494 128 484 182L400 252Z';
  return [
    shaded(outer, shade(body, -0.05), `${id}r`),
    `<path d="${opening}" fill="${shade(body, -0.42)}"/>`,
    `<path d="M316 182C306 128 346 96 400 96C454 96 494 128 484 182" fill="none" stroke="${shade(body, -0.12)}" stroke-width="12"/>`,
    seam('M316 182L400 252L484 182', dark, 7, 0.9),
  ].join('');
}

function hoodBack(body: string, id: string, dark: string): string {
  const hood =
    'M300 172C288 110 336 70 400 70C464 70 512 110 500 172C502 250 462 312 400 318C338 312 298 250 300 172Z';
  return (
    shaded(hood, shade(body, -0.03), `${id}r`) +
    seam('M400 72L400 316', dark, 3) +
    stitch('M312 180C318 250 352 296 400 304C448 296 482 250 488 180', dark)
  );
}

function sweatCollar(style: SweatStyle, body: string, dark: string, rear: boolean): string {
  if (style === 'quarter-zip') {
    const collar = rear
      ? 'M300 170C340 140 460 140 500 170L504 200C460 178 340 178 296 200Z'
      : 'M296 168C340 136 460 136 504 168L506 212C470 194 330 194 294 212Z';
    return `<path d="${collar}" fill="${shade(body, -0.05)}" stroke="${dark}" stroke-width="2"/>`;
  }
  const neck = rear ? 'M300 170C340 150 460 150 500 170' : 'M300 170C330 218 470 218 500 170';
  return `<path d="${neck}" fill="none" stroke="${shade(body, -0.08)}" stroke-width="18"/>${ribs(neck, 18, dark)}`;
}

function kangarooPocket(body: string, dark: string): string {
  const d = 'M288 512H512Q530 590 550 662H250Q270 590 288 512Z';
  return `<path d="${d}" fill="${shade(body, -0.03)}" stroke="${dark}" stroke-width="2" stroke-opacity="0.5"/>${seam('M288 512Q270 590 250 662M512 512Q530 590 550 662', dark, 5, 0.8)}${stitch('M300 526H500', dark, 2)}`;
}

function zipper(top: number, bottom: number): string {
  return `<path d="M400 ${top}V${bottom}" stroke="#4b5563" stroke-width="9"/><path d="M400 ${top}V${bottom}" stroke="#d1d5db" stroke-width="9" stroke-dasharray="3 3"/><rect x="392" y="${top}" width="16" height="30" rx="4" fill="#6b7280"/><rect x="396" y="${top + 26}" width="8" height="20" rx="3" fill="#9ca3af"/>`;
}

function drawstrings(body: string): string {
  const cord = isLight(body) ? shade(body, -0.35) : shade(body, 0.62);
  const tip = (x: number) =>
    `<rect x="${x - 6}" y="344" width="12" height="24" rx="4" fill="#d1d5db"/>`;
  return `<g fill="none" stroke="${cord}" stroke-width="8" stroke-linecap="round"><path d="M366 222Q356 290 370 346"/><path d="M434 222Q444 290 430 346"/></g>${tip(370)}${tip(430)}<circle cx="366" cy="222" r="7" fill="#9ca3af"/><circle cx="434" cy="222" r="7" fill="#9ca3af"/>`;
}
