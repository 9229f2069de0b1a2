import { z } from 'zod';
import { PRODUCTS_TO_SHOW_CAP } from './constants.ts';
import { DEFAULT_BANNER_IMAGE } from './sections-helpers.ts';
import { requestText } from './request.ts';
import type { PageSection } from './storefront.ts';

// Schema-free helpers live beside the schemas, so pages can use them without zod.
export * from './sections-helpers.ts';

/** Owner HTML; the server sanitises `html` before it sends a page. */
const Html = z.string().default('');
const ImageUrl = z.string().nullable().default(null);
const ImageSide = z.number().int().min(1).max(20_000).nullable().default(null);

export const TextAreaContent = z.object({ html: Html });
export type TextAreaContent = z.infer<typeof TextAreaContent>;

export const TextWithImageContent = z.object({
  html: Html,
  image: ImageUrl,
  alt: z.string().default(''),
  imagePosition: z.enum(['left', 'right']).default('left'),
});
export type TextWithImageContent = z.infer<typeof TextWithImageContent>;

export const BannerImageContent = z.object({
  image: z
    .string()
    .nullable()
    .default(null)
    .transform((image) => image || DEFAULT_BANNER_IMAGE),
  alt: z.string().default(''),
  /** Opens in a new tab; normalised with `normalizeLink`. */
  redirectLink: z.string().nullable().default(null),
  fullWidth: z.boolean().default(false),
  /** The picture's own size in pixels when known (an upload), so the page keeps its space. */
  width: ImageSide,
  height: ImageSide,
});
export type BannerImageContent = z.infer<typeof BannerImageContent>;

export const TitleContent = z.object({
  html: Html,
  font: z.string().nullable().default(null),
  /** A CSS length ('40px', '2.5rem'); a bare number means pixels. */
  fontSize: z
    .union([
      z
        .number()
        .positive()
        .transform((px) => `${px}px`),
      z.string().regex(/^\d+(\.\d+)?(px|rem|em)$/),
    ])
    .nullable()
    .default(null),
});
export type TitleContent = z.infer<typeof TitleContent>;

/** Where a tile leads: a category (categories/{url}), a store page (/{url}) or an external url. */
export const TileRedirect = z.object({
  type: z.enum(['category', 'page', 'external']),
  url: z.string(),
});
export type TileRedirect = z.infer<typeof TileRedirect>;

export const RedirectTile = z.object({
  image: z.string(),
  label: z.string().default(''),
  redirectOnClick: TileRedirect.nullable().default(null),
});
export type RedirectTile = z.infer<typeof RedirectTile>;

export const RedirectTilesContent = z.object({
  title: z.string().nullable().default(null),
  tilesPerRow: z.number().int().min(1).max(4).default(3),
  alignment: z.enum(['left', 'center', 'right']).default('center'),
  items: z.array(RedirectTile).default([]),
});
export type RedirectTilesContent = z.infer<typeof RedirectTilesContent>;

export const ProductsListContent = z.object({
  title: z.string().nullable().default(null),
  productsToShow: z.number().int().min(1).max(PRODUCTS_TO_SHOW_CAP).default(PRODUCTS_TO_SHOW_CAP),
  /** Limits the list to one category; all products when null. */
  categorySlug: z.string().nullable().default(null),
});
export type ProductsListContent = z.infer<typeof ProductsListContent>;

const CONTENT = {
  TEXT_AREA: TextAreaContent,
  TEXT_WITH_IMAGE: TextWithImageContent,
  BANNER_IMAGE: BannerImageContent,
  TITLE: TitleContent,
  REDIRECT_TILES: RedirectTilesContent,
  PRODUCTS_LIST: ProductsListContent,
} as const;

type Contents = { [K in keyof typeof CONTENT]: z.infer<(typeof CONTENT)[K]> };

/** A page section with its content checked and defaults filled, told apart by `component`. */
export type Section = {
  [K in keyof Contents]: { id: string; component: K; content: Contents[K] };
}[keyof Contents];

/** The section with typed content, or null when the owner's content does not fit its component. */
export function parseSection(section: PageSection): Section | null {
  const parsed = CONTENT[section.component].safeParse(section.content);
  return parsed.success
    ? ({ id: section.id, component: section.component, content: parsed.data } as Section)
    : null;
}

/* ---------- What an owner may save (strict: an unknown or mistyped field is a 400 naming it) ---------- */

/** An image the store shows: a path on this server (an upload) or an https URL. */
export const ImageSource = z
  .string()
  .max(500)
  .regex(/^(\/[^/\s]|https:\/\/\S)\S*$/, 'Must be an uploaded image or an https:// address.');

const HtmlInput = requestText({ multiline: true }).max(50_000).default('');
const AltInput = requestText().max(300).default('');
const OptionalTitle = requestText().max(200).nullable().default(null);

const SECTION_INPUT = {
  TEXT_AREA: z.strictObject({ html: HtmlInput }),
  TEXT_WITH_IMAGE: z.strictObject({
    html: HtmlInput,
    image: ImageSource.nullable().default(null),
    alt: AltInput,
    imagePosition: z.enum(['left', 'right']).default('left'),
  }),
  BANNER_IMAGE: z.strictObject({
    /** None shows the default banner. */
    image: ImageSource.nullable().default(null),
    alt: AltInput,
    redirectLink: requestText().max(500).nullable().default(null),
    fullWidth: z.boolean().default(false),
    width: ImageSide,
    height: ImageSide,
  }),
  PRODUCTS_LIST: z.strictObject({
    title: OptionalTitle,
    productsToShow: z.number().int().min(1).max(PRODUCTS_TO_SHOW_CAP).default(PRODUCTS_TO_SHOW_CAP),
    categorySlug: requestText().min(1).max(200).nullable().default(null),
  }),
  TITLE: z.strictObject({
    html: HtmlInput,
    // Goes into a style attribute: font names, commas, quotes and spaces only.
    font: z
      .string()
      .max(200)
      .regex(/^[\w\s,'"-]+$/, 'Must be a font family such as Georgia, serif.')
      .nullable()
      .default(null),
    fontSize: z
      .string()
      .regex(/^\d{1,3}(\.\d+)?(px|rem|em)$/, 'Must be a size such as 40px or 2.5rem.')
      .nullable()
      .default(null),
  }),
  REDIRECT_TILES: z.strictObject({
    title: OptionalTitle,
    tilesPerRow: z.number().int().min(1).max(4).default(3),
    alignment: z.enum(['left', 'center', 'right']).default('center'),
    items: z
      .array(
        z.strictObject({
          image: ImageSource,
          label: requestText().max(100).default(''),
          redirectOnClick: z
            .strictObject({
              type: z.enum(['category', 'page', 'external']),
              url: requestText().min(1).max(500),
            })
            .nullable()
            .default(null),
        }),
      )
      .max(24)
      .default([]),
  }),
} as const;

type SectionInputs = typeof SECTION_INPUT;

/** The content schema an owner's section of this type must satisfy (the console's forms use it). */
export function sectionContentSchema<K extends keyof SectionInputs>(
  component: K,
): SectionInputs[K] {
  return SECTION_INPUT[component];
}

const sectionOf = <K extends keyof SectionInputs>(component: K) =>
  z.strictObject({
    id: requestText().min(1).max(64),
    component: z.literal(component),
    content: SECTION_INPUT[component],
  });

/** A page section as an owner saves it: its content checked against its type's strict schema. */
export const SectionInput = z.discriminatedUnion('component', [
  sectionOf('TEXT_AREA'),
  sectionOf('TEXT_WITH_IMAGE'),
  sectionOf('BANNER_IMAGE'),
  sectionOf('PRODUCTS_LIST'),
  sectionOf('TITLE'),
  sectionOf('REDIRECT_TILES'),
]);
export type SectionInput = z.infer<typeof SectionInput>;
