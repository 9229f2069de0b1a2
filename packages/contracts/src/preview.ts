import { z } from 'zod';
import { MENU_MAX_DEPTH, menuDepth } from './menu.ts';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, requestText } from './request.ts';
import { FontFamily, MenuEntry, StorefrontPage, type StorefrontSettings } from './storefront.ts';

/** Theme colours go into CSS variables, so only plain hex values are taken. */
const HexColor = z
  .string()
  .regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, 'Must be a hex colour such as #1d4ed8.');

/** An image the store shows: a path on this server (an upload) or an https URL. */
const ImageUrl = z
  .string()
  .max(500)
  .regex(/^(\/(?!\/)|https:\/\/)\S+$/, 'Must be an uploaded image or an https:// address.');

const LegalText = requestText({ multiline: true }).max(10_000).optional();
const LocalizedLegalText = z.strictObject({ en: LegalText, de: LegalText, fr: LegalText });

/**
 * The look and content an owner edits in the draft (§3 preview_data), each one optional: what is
 * left out keeps its published value. Store settings that are not look (name, status, private
 * access, listing) are saved directly instead.
 */
export const PreviewSettings = z.strictObject({
  logo: ImageUrl.nullable().optional(),
  favicon: ImageUrl.nullable().optional(),
  primaryColor: HexColor.optional(),
  accentColor: HexColor.optional(),
  fontFamily: FontFamily.optional(),
  alertText: requestText().max(500).optional(),
  alertBackgroundColor: HexColor.optional(),
  logoPosition: z.enum(['left', 'center']).optional(),
  footerContent: requestText({ multiline: true }).max(20_000).optional(),
  copyrightText: requestText().max(300).optional(),
  socialIcons: z
    .array(
      z.strictObject({ name: requestText().min(1).max(40), url: requestText().min(1).max(500) }),
    )
    .max(12)
    .optional(),
  legal: z.strictObject({ privacy: LocalizedLegalText, terms: LocalizedLegalText }).optional(),
});
export type PreviewSettings = z.infer<typeof PreviewSettings>;

/** A previewed page: like a store page, without the id the store gives it when published. */
export const PreviewPage = StorefrontPage.omit({ id: true }).refine(
  (page) => !hasControlCharacters(page),
  CONTROL_CHARACTERS_MESSAGE,
);
export type PreviewPage = z.infer<typeof PreviewPage>;

/** Body of `PUT /api/storefronts/{id}/preview`, kept as the store's preview_data. */
export const PreviewData = z.strictObject({
  settings: PreviewSettings.default({}),
  /** When given, the preview shows these pages instead of the published ones. */
  pages: z.array(PreviewPage).max(50).optional(),
  /** When given, the preview shows this menu instead of the published one. */
  menu: z
    .array(MenuEntry)
    .max(100)
    .refine((menu) => menuDepth(menu) <= MENU_MAX_DEPTH, {
      message: `The store's menu shows at most ${MENU_MAX_DEPTH} levels.`,
    })
    .optional(),
});
export type PreviewData = z.infer<typeof PreviewData>;

/** `GET /api/storefronts/{id}/draft`: what the console edits; `drafted` is false when it is the live store. */
export const DraftResponse = z.object({
  data: z.object({ draft: PreviewData, drafted: z.boolean() }),
});

export const PreviewSavedResponse = z.object({ data: z.object({ preview_data: PreviewData }) });

/** `GET /api/storefronts/get-by-url?preview=1`: the store with its preview_data applied. */
export const StorefrontQuery = z.object({ preview: z.enum(['0', '1']).optional() });

/** The event a store's preview channel carries when its preview is saved or discarded (§7). */
export const PREVIEW_EVENT = 'StorefrontPreviewUpdate';
export const PreviewEvent = z.object({ storefront_id: z.number().int() });
export type PreviewEvent = z.infer<typeof PreviewEvent>;

type Previewable = { settings: StorefrontSettings; pages: StorefrontPage[]; menu: MenuEntry[] };

/**
 * The live settings, pages and menu with a preview laid over them. A previewed page keeps the id of the
 * published page at its url; a new one gets a negative id so it never clashes with a real one.
 */
export function withPreview<T extends Previewable>(live: T, preview: PreviewData | null): T {
  if (!preview) return live;
  const idAt = new Map(live.pages.map((page) => [page.url, page.id]));
  return {
    ...live,
    settings: { ...live.settings, ...preview.settings },
    menu: preview.menu ?? live.menu,
    pages:
      preview.pages?.map((page, index) => ({ ...page, id: idAt.get(page.url) ?? -(index + 1) })) ??
      live.pages,
  };
}

/** Stored preview_data as a PreviewData, or null when there is none or it no longer fits. */
export function parsePreviewData(stored: unknown): PreviewData | null {
  const parsed = PreviewData.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
