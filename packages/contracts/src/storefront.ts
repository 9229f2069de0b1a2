import { z } from 'zod';
import { FONT_STACKS } from './storefront-helpers.ts';

// Schema-free helpers live beside the schemas, so pages can use them without zod.
export * from './storefront-helpers.ts';

export const StorefrontStatus = z.enum(['draft', 'demo', 'live', 'under_construction']);
export type StorefrontStatus = z.infer<typeof StorefrontStatus>;

export const SocialIcon = z.object({ name: z.string().min(1), url: z.string().min(1) });

export const SortSetting = z.object({
  id: z.string(),
  name: z.string(),
  code: z.enum(['asc', 'desc']),
});

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
