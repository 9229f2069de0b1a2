/** The shape the demo stores are written in; build-catalog.ts turns it into rows. */
import type { MenuEntry, PageSection, StorefrontSettings } from '@storefront/contracts';
import type { ColourName } from './palette.ts';
import { SCENE_SIZES, type SceneName } from './pictures/scenes.ts';
import type { Item, StoreTheme } from './pictures/types.ts';

export type CategoryDef = { slug: string; name: string; children?: CategoryDef[] };

export type ProductDef = {
  slug: string;
  name: string;
  brand: string | null;
  item: Item;
  /** The deepest category; the product is also linked to every ancestor. */
  category: string;
  /** Cents for the smallest size. */
  price: number;
  /** Ignored for gift cards, which have one variant in the store's colour. */
  colours: ColourName[];
  /** The short description; also opens the long one. */
  blurb: string;
  /** Bullets of this product; the kind's care bullets follow. */
  details: string[];
  lineName?: string;
  underneath?: string;
  status?: 'draft';
  /** Published until this many days before the seed, so no longer listed. */
  endedDaysAgo?: number;
  disabled?: boolean;
  libraryApproved?: boolean;
  needAttention?: number;
  isCustom?: boolean;
  inputFields?: { label: string; required: boolean }[];
  soldOut?: { colour: ColourName; size: string }[];
  /** Adds a close-up of the print as an additional photo. */
  detailPhoto?: boolean;
};

export type StoreDef = {
  slug: string;
  name: string;
  companyName: string;
  status: 'draft' | 'demo' | 'live' | 'under_construction';
  contactEmails: string[];
  theme: StoreTheme;
  settings: Omit<
    StorefrontSettings,
    'logo' | 'favicon' | 'primaryColor' | 'accentColor' | 'fontFamily' | 'legal'
  >;
  menu: MenuEntry[];
  /** Private-store access; the password is hashed when seeded. */
  access?: { password: string; giftCards: boolean; allowedEmailDomain: string };
  warehouses: { name: string; shippingRateCents: number }[];
  /** Orders from this amount (cents) ship free, as the store's banner may promise. */
  freeShippingFromCents?: number;
  /** Which warehouse (index) ships a product; gift cards never have one. */
  warehouseOf(product: ProductDef): number;
  categories: CategoryDef[];
  pages: { url: string; title: string; sections: PageSection[] }[];
  /** Artwork the pages and kits refer to. */
  scenes: SceneName[];
  products: ProductDef[];
};

/** What the catalogue builder reads of a store: its products, their categories and pictures. */
export type CatalogDef = Pick<
  StoreDef,
  'slug' | 'theme' | 'categories' | 'products' | 'warehouseOf'
>;

/** URL of a store file under /media. */
export const storeMedia = (slug: string, file: string) => `/media/stores/${slug}/${file}`;

/**
 * URL of a store's scene at its full width, named as uploads are (`<name>-<width>w.webp`), so a
 * page offers the browser its smaller WebP and AVIF variants (`responsiveImage`, media-helpers.ts).
 */
export const sceneMedia = (slug: string, scene: SceneName) =>
  storeMedia(slug, `${scene}-${SCENE_SIZES[scene][0]}w.webp`);

/** A scene as a banner's picture: its URL and its size, so the page keeps the banner's space. */
export const sceneBanner = (slug: string, scene: SceneName) => ({
  image: sceneMedia(slug, scene),
  width: SCENE_SIZES[scene][0],
  height: SCENE_SIZES[scene][1],
});

export const categoryMenu = (
  label: string,
  slug: string,
  children: MenuEntry[] = [],
): MenuEntry => ({
  label,
  item: { type: 'category', url: slug },
  customUrl: null,
  children,
});
