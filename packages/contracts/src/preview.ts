import { z } from 'zod';
import { carriesReadableText } from './colors.ts';
import { MENU_MAX_DEPTH, menuDepth } from './menu.ts';
import { PageUrl } from './pages.ts';
import { ID_MAX, requestText } from './request.ts';
import { ImageSource, SectionInput } from './sections.ts';
import {
  FontFamily,
  MenuEntry,
  type StorefrontPage,
  type StorefrontSettings,
} from './storefront.ts';

// Schema-free helpers live beside the schemas, so pages can use them without zod.
export * from './preview-helpers.ts';

/** Theme colours go into CSS variables, so only plain hex values are taken. */
const HexColor = z
  .string()
  .regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, 'Must be a hex colour such as #1d4ed8.');

/** Colours the store sets text on (buttons, banners): an owner's save keeps that text readable (AA). */
const THEME_COLORS = ['primaryColor', 'accentColor', 'alertBackgroundColor'] as const;
const UNREADABLE_THEME_COLOR =
  'Text on this colour would be hard to read (below 4.5:1 with white or dark text): choose a darker or lighter shade.';
/** A theme colour as an owner may choose it now (the console's fields check it as the save does). */
export const ReadableThemeColor = HexColor.refine(carriesReadableText, UNREADABLE_THEME_COLOR);

const LegalText = requestText({ multiline: true }).max(10_000).optional();
const LocalizedLegalText = z.strictObject({ en: LegalText, de: LegalText, fr: LegalText });

/**
 * The look and content an owner edits in the draft (§3 preview_data), each one optional: what is
 * left out keeps its published value. Store settings that are not look (name, status, private
 * access, listing) are saved directly instead.
 */
export const PreviewSettings = z.strictObject({
  logo: ImageSource.nullable().optional(),
  favicon: ImageSource.nullable().optional(),
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

/** The positions of values that an earlier one already had. */
function duplicatesOf(values: string[]): number[] {
  return values.flatMap((value, index) => (values.indexOf(value) < index ? [index] : []));
}

/** A drafted page: like a store page, without the id the store gives it when published. */
export const PreviewPage = z.strictObject({
  url: PageUrl,
  title: requestText().trim().min(1).max(120),
  sections: z
    .array(SectionInput)
    .max(40)
    .superRefine((sections, ctx) =>
      duplicatesOf(sections.map((section) => section.id)).forEach((index) =>
        ctx.addIssue({
          code: 'custom',
          path: [index, 'id'],
          message: 'Another section has this id.',
        }),
      ),
    ),
});
export type PreviewPage = z.infer<typeof PreviewPage>;

/** Pages are found by url, so two pages of a draft may not share one. */
const DraftPages = z
  .array(PreviewPage)
  .max(50)
  .superRefine((pages, ctx) =>
    duplicatesOf(pages.map((page) => page.url)).forEach((index) =>
      ctx.addIssue({
        code: 'custom',
        path: [index, 'url'],
        message: 'Another page already has this address.',
      }),
    ),
  );

/** Body of `PUT /api/storefronts/{id}/preview`, kept as the store's preview_data. */
export const PreviewData = z.strictObject({
  settings: PreviewSettings.default({}),
  /** When given, the preview shows these pages instead of the published ones. */
  pages: DraftPages.optional(),
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

/**
 * The draft's revision: every save, discard and publish moves it on. A save or publish that names
 * an older one is refused (409), so two tabs never silently overwrite each other.
 */
export const DraftRevision = z.number().int().min(0).max(ID_MAX);

/**
 * Body of `PUT …/preview`: the draft, and the revision it was edited from (optional for API
 * scripts). Only a save checks the theme colours' contrast: a stored draft or live look chosen
 * before the rule still loads and publishes.
 */
export const PreviewSaveBody = PreviewData.extend({
  revision: DraftRevision.optional(),
}).superRefine(({ settings }, ctx) => {
  for (const key of THEME_COLORS) {
    const color = settings[key];
    if (color && !ReadableThemeColor.safeParse(color).success)
      ctx.addIssue({ code: 'custom', path: ['settings', key], message: UNREADABLE_THEME_COLOR });
  }
});
export type PreviewSaveBody = z.infer<typeof PreviewSaveBody>;

/** `GET /api/storefronts/{id}/draft`: what the console edits; `drafted` is false when it is the live store. */
export const DraftResponse = z.object({
  data: z.object({ draft: PreviewData, drafted: z.boolean(), revision: DraftRevision }),
});

export const PreviewSavedResponse = z.object({
  data: z.object({ preview_data: PreviewData, revision: DraftRevision }),
});

/** `GET /api/storefronts/get-by-url?preview=1`: the store with its preview_data applied. */
export const StorefrontQuery = z.object({ preview: z.enum(['0', '1']).optional() });

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
