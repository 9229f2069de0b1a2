/** Headwear, drinkware, bags, notebooks and gift cards, drawn on an 800×800 canvas. */
import { isLight, shade } from './colour.ts';
import { dropShade, roundShade, seam, shaded, stitch } from './shading.ts';
import type { Drawing, Item } from './types.ts';

type Style<K extends Item['kind']> = Extract<Item, { kind: K }>['style'];

const STEEL = '#cfd4da';
const LID = '#2f343b';

/** Caps in profile, peak to the right. */
const CROWN = 'M200 480C196 330 300 236 430 236C560 236 620 330 616 472Z';
const CROWN_BACK_PANEL = 'M200 480C196 330 300 236 430 236C400 300 380 400 384 478Z';

export function drawCap(style: Style<'cap'>, d: Drawing): string {
  if (style === 'beanie' || style === 'pom-beanie') return drawBeanie(style, d);
  const { body, trim, id } = d;
  const dark = shade(body, isLight(body) ? -0.18 : -0.35);
  const mesh = `<pattern id="${id}m" width="10" height="10" patternUnits="userSpaceOnUse"><rect width="10" height="10" fill="${trim}"/><circle cx="5" cy="5" r="2.6" fill="${shade(trim, -0.28)}"/></pattern>`;
  const trucker = style === 'trucker';
  const parts = [
    `<defs>${roundShade(`${id}r`)}${dropShade(`${id}d`)}${trucker ? mesh : ''}</defs>`,
  ];
  const brim =
    style === 'snapback'
      ? 'M552 466L772 456Q780 468 772 480L556 496Z'
      : 'M552 446C640 438 724 454 764 494C744 516 676 524 598 512L552 482Z';
  parts.push(
    shaded(brim, shade(body, -0.08), `${id}r`),
    stitch(style === 'snapback' ? 'M570 476L760 468' : 'M572 462C646 458 708 472 742 498', dark),
    shaded(CROWN, body, `${id}r`),
  );
  if (trucker) parts.push(`<path d="${CROWN_BACK_PANEL}" fill="url(#${id}m)"/>`);
  parts.push(
    `<path d="${CROWN}" fill="url(#${id}d)"/>`,
    seam(
      'M430 238C400 300 380 400 384 476M430 238C506 290 542 380 548 474M200 480Q408 462 616 472',
      dark,
      3,
    ),
    `<ellipse cx="430" cy="238" rx="18" ry="8" fill="${shade(body, -0.2)}"/>`,
  );
  if (!trucker) parts.push(`<circle cx="300" cy="330" r="6" fill="${dark}"/>`);
  if (style === 'five-panel')
    parts.push(
      `<rect x="446" y="322" width="120" height="88" rx="12" fill="#c8a27a" stroke="#8a6342" stroke-width="3"/>`,
      d.print(506, 366, 58, '#c8a27a'),
    );
  else parts.push(d.print(488, 370, 112));
  // The peak makes the profile lopsided; shift it so the whole cap sits in the middle.
  return `<g transform="translate(-60 16)">${parts.join('')}</g>`;
}

function drawBeanie(style: Style<'cap'>, d: Drawing): string {
  const { body, trim, id } = d;
  const knit = `<pattern id="${id}k" width="14" height="14" patternUnits="userSpaceOnUse"><rect width="14" height="14" fill="${body}"/><rect width="4" height="14" fill="${shade(body, -0.12)}"/></pattern>`;
  const dome = 'M232 500C232 300 300 214 400 214C500 214 568 300 568 500Z';
  const cuff =
    'M214 470H586Q600 470 600 484V590Q600 604 586 604H214Q200 604 200 590V484Q200 470 214 470Z';
  const parts = [`<defs>${roundShade(`${id}r`)}${dropShade(`${id}d`)}${knit}</defs>`];
  parts.push(shaded(dome, `url(#${id}k)`, `${id}r`), `<path d="${dome}" fill="url(#${id}d)"/>`);
  if (style === 'pom-beanie') {
    const tufts = Array.from({ length: 16 }, (_, i) => {
      const a = (i / 16) * Math.PI * 2;
      return `<circle cx="${(400 + Math.cos(a) * 46).toFixed(1)}" cy="${(178 + Math.sin(a) * 42).toFixed(1)}" r="18" fill="${shade(trim, i % 2 ? -0.08 : 0.05)}"/>`;
    }).join('');
    parts.push(tufts, `<circle cx="400" cy="178" r="44" fill="${trim}"/>`);
  }
  parts.push(
    shaded(cuff, `url(#${id}k)`, `${id}r`),
    seam('M206 474H594', shade(body, -0.3), 4, 0.5),
    d.print(400, 538, 76),
  );
  return parts.join('');
}

export function drawMug(style: Style<'mug'>, d: Drawing): string {
  const { body, trim, id } = d;
  const parts = [`<defs>${roundShade(`${id}r`, 1.2)}</defs>`];
  if (style === 'camp') {
    const cup = 'M228 340V580Q228 612 262 612H518Q552 612 552 580V340Z';
    parts.push(
      `<path d="M552 384C624 384 634 452 626 482C616 530 590 542 552 542" fill="none" stroke="${trim}" stroke-width="20" stroke-linecap="round"/>`,
      shaded(cup, body, `${id}r`),
      `<ellipse cx="390" cy="340" rx="162" ry="24" fill="${shade(body, -0.25)}" stroke="${trim}" stroke-width="10"/>`,
      seam('M232 604Q390 628 548 604', trim, 8, 1),
      ...[
        [300, 420],
        [480, 560],
        [330, 585],
        [505, 400],
      ].map(
        ([x, y]) => `<circle cx="${x}" cy="${y}" r="3" fill="${shade(body, -0.4)}" opacity="0.5"/>`,
      ),
      d.print(390, 470, 126),
    );
    return parts.join('');
  }
  const steel = style === 'steel';
  const cup = steel
    ? 'M246 300V590Q246 630 286 630H494Q534 630 534 590V300Z'
    : 'M250 250V580Q250 630 300 630H480Q530 630 530 580V250Z';
  const handle = steel
    ? 'M534 350C610 350 622 420 614 470C606 530 572 556 534 556'
    : 'M530 318C622 318 640 392 626 452C612 510 566 540 530 540';
  parts.push(
    `<path d="${handle}" fill="none" stroke="${shade(body, -0.18)}" stroke-width="${steel ? 48 : 42}" stroke-linecap="round"/>`,
    `<path d="${handle}" fill="none" stroke="${body}" stroke-width="${steel ? 36 : 30}" stroke-linecap="round"/>`,
    shaded(cup, body, `${id}r`),
  );
  if (steel) {
    parts.push(
      `<rect x="246" y="300" width="288" height="18" fill="${STEEL}"/>`,
      `<path d="M236 262H544Q552 262 552 272V302H228V272Q228 262 236 262Z" fill="${LID}"/>`,
      seam('M300 272H380', '#1f2937', 10, 1),
      d.print(390, 470, 130),
    );
  } else {
    parts.push(
      `<ellipse cx="390" cy="250" rx="140" ry="26" fill="${shade(body, -0.06)}"/>`,
      `<ellipse cx="390" cy="252" rx="126" ry="19" fill="${shade(body, isLight(body) ? -0.22 : -0.45)}"/>`,
      d.print(390, 440, 150),
    );
  }
  return parts.join('');
}

export function drawTumbler(style: Style<'tumbler'>, d: Drawing): string {
  const { body, id } = d;
  const parts = [`<defs>${roundShade(`${id}r`, 1.35)}</defs>`];
  if (style === 'bottle') {
    const bottle =
      'M300 300Q300 252 350 232V206H450V232Q500 252 500 300V630Q500 662 468 662H332Q300 662 300 630Z';
    parts.push(
      shaded(bottle, body, `${id}r`),
      `<rect x="350" y="204" width="100" height="28" fill="${STEEL}"/>`,
      `<path d="M370 118V92Q370 74 388 74H412Q430 74 430 92V118" fill="none" stroke="${LID}" stroke-width="14"/>`,
      `<path d="M338 130Q338 116 352 116H448Q462 116 462 130V208H338Z" fill="${LID}"/>`,
      d.print(400, 446, 120),
    );
    return parts.join('');
  }
  const low = style === 'lowball';
  const cup = low
    ? 'M272 330L296 626Q298 650 322 650H478Q502 650 504 626L528 330Z'
    : 'M282 220L312 640Q314 662 336 662H464Q486 662 488 640L518 220Z';
  parts.push(shaded(cup, body, `${id}r`));
  if (style === 'pint') {
    parts.push(
      `<ellipse cx="400" cy="220" rx="118" ry="18" fill="${STEEL}" stroke="#9aa2ab" stroke-width="2"/>`,
      `<ellipse cx="400" cy="222" rx="106" ry="13" fill="#8b939c"/>`,
      d.print(400, 430, 124),
    );
    return parts.join('');
  }
  const top = low ? 282 : 166;
  const band = low ? 332 : 222;
  parts.push(
    `<path d="M${low ? 270 : 280} ${band}H${low ? 530 : 520}L${low ? 528 : 518} ${band + 20}H${low ? 272 : 282}Z" fill="${STEEL}"/>`,
    `<path d="M${low ? 262 : 270} ${top + 12}Q${low ? 262 : 270} ${top} ${low ? 276 : 284} ${top}H${low ? 524 : 516}Q${low ? 538 : 530} ${top} ${low ? 538 : 530} ${top + 12}V${band}H${low ? 262 : 270}Z" fill="${LID}"/>`,
    seam(`M350 ${top + 10}H450`, '#1f2937', 10, 1),
    d.print(400, low ? 484 : 424, low ? 112 : 132),
  );
  return parts.join('');
}

export function drawBag(style: Style<'bag'>, d: Drawing): string {
  const { body, trim, id } = d;
  const dark = shade(body, isLight(body) ? -0.18 : -0.32);
  const weave = `<pattern id="${id}w" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 3H6M3 0V6" stroke="${isLight(body) ? '#000' : '#fff'}" stroke-opacity="0.05" stroke-width="1"/></pattern>`;
  const parts = [`<defs>${roundShade(`${id}r`, 0.7)}${dropShade(`${id}d`)}${weave}</defs>`];
  if (style === 'drawstring') {
    const bag = 'M250 236H550V650Q550 662 538 662H262Q250 662 250 650Z';
    parts.push(
      shaded(bag, body, `${id}r`),
      `<path d="${bag}" fill="url(#${id}w)"/>`,
      `<path d="M250 236H550V272H250Z" fill="${shade(body, -0.08)}"/>`,
      stitch('M254 276H546', dark),
      `<g fill="none" stroke="${trim}" stroke-width="10" stroke-linecap="round"><path d="M262 252Q206 450 258 652"/><path d="M538 252Q594 450 542 652"/><path d="M376 254Q400 210 424 254"/></g>`,
      `<path d="M250 612L292 662H262Q250 662 250 650Z" fill="${dark}"/><path d="M550 612L508 662H538Q550 662 550 650Z" fill="${dark}"/>`,
      d.print(400, 458, 164),
    );
    return parts.join('');
  }
  const bag = 'M214 322H586L604 702H196Z';
  const handle = trim;
  parts.push(
    `<path d="M326 326C326 116 474 116 474 326" fill="none" stroke="${shade(handle, -0.25)}" stroke-width="28"/>`,
    shaded(bag, body, `${id}r`),
    `<path d="${bag}" fill="url(#${id}w)"/><path d="${bag}" fill="url(#${id}d)"/>`,
    `<path d="M214 322H586L587 352H213Z" fill="${shade(body, -0.05)}"/>`,
    stitch('M216 346H584', dark),
    stitch('M200 676H600', dark),
    `<path d="M300 334C300 148 500 148 500 334" fill="none" stroke="${handle}" stroke-width="30"/>`,
    `<rect x="286" y="326" width="28" height="44" fill="${handle}"/><rect x="486" y="326" width="28" height="44" fill="${handle}"/>`,
    stitch('M290 332H310V364H290ZM490 332H510V364H490Z', shade(handle, -0.3), 2),
  );
  if (style === 'zip-tote')
    parts.push(
      `<path d="M236 336H564" stroke="#374151" stroke-width="8" stroke-dasharray="3 3"/><rect x="540" y="326" width="14" height="32" rx="4" fill="#6b7280"/>`,
    );
  parts.push(d.print(400, 524, 180));
  return parts.join('');
}

export function drawNotebook(style: Style<'notebook'>, d: Drawing): string {
  const { body, trim, id } = d;
  const pages = `<pattern id="${id}p" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="4" height="4" fill="#f5f0e1"/><rect width="4" height="1" fill="#ddd5c0"/></pattern>`;
  const parts = [`<defs>${roundShade(`${id}r`, 0.6)}${pages}</defs>`];
  parts.push(
    `<path d="M556 166H582Q592 166 592 178V626Q592 640 580 640H556Z" fill="url(#${id}p)"/>`,
  );
  parts.push(`<path d="M246 646H560V662H258Q246 662 246 652Z" fill="url(#${id}p)"/>`);
  const cover =
    style === 'hardcover'
      ? 'M236 150H552Q574 150 574 172V628Q574 650 552 650H236Z'
      : 'M250 150H552Q574 150 574 172V628Q574 650 552 650H250Q236 650 236 636V164Q236 150 250 150Z';
  parts.push(shaded(cover, body, `${id}r`));
  if (style === 'hardcover') {
    parts.push(
      `<path d="M236 150H264V650H236Z" fill="${shade(body, -0.14)}"/>`,
      `<path d="M428 646V724L442 710L456 724V646Z" fill="${trim}"/>`,
      `<rect x="516" y="150" width="16" height="500" fill="${shade(body, -0.45)}"/><rect x="518" y="150" width="3" height="500" fill="#fff" opacity="0.15"/>`,
    );
  } else if (style === 'softcover') {
    parts.push(stitch('M252 162V638', shade(body, -0.3)));
  } else {
    parts.push(
      ...Array.from({ length: 17 }, (_, i) => {
        const y = 170 + i * 28;
        return `<circle cx="262" cy="${y + 6}" r="5" fill="${shade(body, -0.5)}"/><rect x="222" y="${y}" width="44" height="12" rx="6" fill="none" stroke="#9aa2ab" stroke-width="5"/>`;
      }),
    );
  }
  parts.push(d.print(style === 'hardcover' ? 392 : 410, 390, 140));
  return parts.join('');
}

export function drawGiftCard(d: Drawing): string {
  const { body, trim, id } = d;
  const face = `<linearGradient id="${id}g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${shade(body, 0.12)}"/><stop offset="1" stop-color="${shade(body, -0.3)}"/></linearGradient>`;
  return [
    `<defs>${face}</defs>`,
    `<rect x="240" y="236" width="400" height="252" rx="22" fill="${shade(trim, -0.1)}" transform="rotate(9 440 362)"/>`,
    `<g transform="rotate(-7 400 420)">`,
    `<rect x="170" y="290" width="440" height="276" rx="24" fill="url(#${id}g)"/>`,
    `<rect x="214" y="488" width="170" height="14" rx="7" fill="#fff" opacity="0.55"/><rect x="214" y="514" width="104" height="14" rx="7" fill="#fff" opacity="0.35"/>`,
    d.print(262, 366, 72),
    `<rect x="482" y="290" width="34" height="276" fill="${trim}"/><rect x="482" y="290" width="8" height="276" fill="#fff" opacity="0.2"/>`,
    `<path d="M499 330C452 270 418 300 440 334C456 356 482 342 499 330Z" fill="${trim}" stroke="${shade(trim, -0.25)}" stroke-width="3"/>`,
    `<path d="M499 330C546 270 580 300 558 334C542 356 516 342 499 330Z" fill="${trim}" stroke="${shade(trim, -0.25)}" stroke-width="3"/>`,
    `<path d="M494 336L470 396L486 390L494 408ZM504 336L528 396L512 390L504 408Z" fill="${shade(trim, -0.1)}"/>`,
    `<circle cx="499" cy="332" r="14" fill="${shade(trim, -0.15)}"/>`,
    `</g>`,
  ].join('');
}
