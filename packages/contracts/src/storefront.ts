import { z } from 'zod';
import { trimSlashes } from './links.ts';

export const StorefrontStatus = z.enum(['draft', 'demo', 'live', 'under_construction']);
export type StorefrontStatus = z.infer<typeof StorefrontStatus>;

export const SocialIcon = z.object({ name: z.string().min(1), url: z.string().min(1) });

export const SortSetting = z.object({
  id: z.string(),
  name: z.string(),
  code: z.enum(['asc', 'desc']),
});

/** Fonts a store may pick: system stacks, so a brand font costs shoppers no download. */
export const FONT_STACKS = {
  system: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  humanist:
    'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
  rounded: 'ui-rounded, "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, Manjari, sans-serif',
  serif: 'ui-serif, Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, serif',
  mono: 'ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, monospace',
} as const;
export const FontFamily = z.enum(Object.keys(FONT_STACKS) as [keyof typeof FONT_STACKS]);
export type FontFamily = z.infer<typeof FontFamily>;

/** Text an owner adds to a legal page, per language (plain paragraphs). */
export const LocalizedText = z.object({
  en: z.string().optional(),
  de: z.string().optional(),
  fr: z.string().optional(),
});
export type LocalizedText = z.infer<typeof LocalizedText>;
export const LegalAdditions = z.object({ privacy: LocalizedText, terms: LocalizedText });
export type LegalAdditions = z.infer<typeof LegalAdditions>;

export const StorefrontSettings = z.object({
  logo: z.string().nullable().default(null),
  favicon: z.string().nullable().default(null),
  productsPerRow: z.number().int().min(1).max(6).default(4),
  productsPerPage: z.number().int().min(1).max(60).default(9),
  sortBy: SortSetting.nullable().default(null),
  footerContent: z.string().default(''),
  copyrightText: z.string().default(''),
  socialIcons: z.array(SocialIcon).default([]),
  alertText: z.string().default(''),
  alertBackgroundColor: z.string().default('#1d4ed8'),
  logoPosition: z.enum(['left', 'center']).default('left'),
  /** Theme colours as CSS values: a new brand is data, not code. */
  primaryColor: z.string().default('#111827'),
  accentColor: z.string().default('#2563eb'),
  fontFamily: FontFamily.default('system'),
  /** The owner's additions to the privacy policy and the terms. */
  legal: LegalAdditions.default({ privacy: {}, terms: {} }),
});
export type StorefrontSettings = z.infer<typeof StorefrontSettings>;

export const MenuItemType = z.enum(['category', 'page', 'custom']);
export type MenuEntry = {
  label: string;
  item: { type: z.infer<typeof MenuItemType>; url: string } | null;
  customUrl: string | null;
  children: MenuEntry[];
};
export const MenuEntry: z.ZodType<MenuEntry> = z
  .lazy(
    () =>
      z.object({
        label: z.string().min(1),
        item: z.object({ type: MenuItemType, url: z.string() }).nullable(),
        customUrl: z.string().nullable(),
        children: z.array(MenuEntry),
      }),
    // A named schema: the OpenAPI refers to it by this name from inside itself.
  )
  .meta({ id: 'MenuEntry' });

export const SectionComponent = z.enum([
  'TEXT_AREA',
  'TEXT_WITH_IMAGE',
  'BANNER_IMAGE',
  'PRODUCTS_LIST',
  'TITLE',
  'REDIRECT_TILES',
]);
export type SectionComponent = z.infer<typeof SectionComponent>;

export const PageSection = z.object({
  id: z.string(),
  component: SectionComponent,
  content: z.record(z.string(), z.unknown()),
});
export type PageSection = z.infer<typeof PageSection>;

export const StorefrontPage = z.object({
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  sections: z.array(PageSection),
});
export type StorefrontPage = z.infer<typeof StorefrontPage>;

/** How a private store admits visitors; the secrets themselves never leave the server. */
export const PrivateAccess = z.object({
  gift_card: z.boolean(),
  promo_code: z.boolean(),
  password: z.boolean(),
  login: z.boolean(),
});

/** Store configuration of §3 as the API sends it. */
export const Storefront = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  company_name: z.string(),
  contact_emails: z.array(z.object({ email: z.string() })),
  status: StorefrontStatus,
  private_store: z.boolean(),
  private_access: PrivateAccess,
  allowed_email_domain: z.string().nullable(),
  domain: z.string().nullable(),
  disabled_prices: z.boolean(),
  no_index_site: z.boolean(),
  /** The largest custom gift-card amount a shopper may choose in this store, in cents. */
  gift_card_amount_max_cents: z.number().int(),
  logo: z.string().nullable(),
  sso: z.object({
    enabled: z.boolean(),
    client_id: z.string().nullable(),
    tenant_id: z.string().nullable(),
  }),
  settings: StorefrontSettings,
  menu: z.array(MenuEntry),
  pages: z.array(StorefrontPage),
  preview_data: z.string().nullable(),
});
export type Storefront = z.infer<typeof Storefront>;

export const StorefrontResponse = z.object({ data: Storefront });

/** Body of the owner's `PUT /api/storefronts/{id}/status`. */
export const StorefrontStatusBody = z.object({ status: StorefrontStatus });
export const StorefrontStatusResponse = z.object({ data: StorefrontStatusBody });

/** Banner text key for a store status (§4): only draft and demo show one. */
export function storeStatusBanner(status: StorefrontStatus): string | null {
  if (status === 'draft' || status === 'demo') return status[0]!.toUpperCase() + status.slice(1);
  return null;
}

/**
 * Whether search engines may list the store (§4 no_index_site): a private store, one still in
 * draft or under construction, and one whose owner asked for no indexing are kept out.
 */
export function storeIsIndexable(store: {
  status: string;
  private_store: boolean;
  no_index_site: boolean;
}): boolean {
  return (
    !store.private_store &&
    !store.no_index_site &&
    (store.status === 'live' || store.status === 'demo')
  );
}

/** Where a menu entry leads (§2 Shell): category → categories/{url}, page → /{url}, else the custom url. */
export function menuEntryHref(entry: MenuEntry): string | null {
  if (entry.item?.type === 'category') return `/categories/${trimSlashes(entry.item.url)}`;
  if (entry.item?.type === 'page') return `/${trimSlashes(entry.item.url)}`;
  const custom = entry.customUrl ?? entry.item?.url ?? null;
  return custom && custom.trim() ? custom.trim() : null;
}

/** The store whose desktop menu bar leaves out its 'Retail Stores' entry (§2 Shell). */
const RETAIL_STORES_HIDDEN_FOR = 66;

/** The menu as the desktop bar shows it: store 66 hides entries labelled 'Retail Stores'. */
export function desktopMenu(storeId: number, menu: MenuEntry[]): MenuEntry[] {
  if (storeId !== RETAIL_STORES_HIDDEN_FOR) return menu;
  return menu
    .filter((entry) => entry.label.trim() !== 'Retail Stores')
    .map((entry) => ({ ...entry, children: desktopMenu(storeId, entry.children) }));
}
