import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, requestText } from './request.ts';
import { StorefrontPage, type StorefrontSettings } from './storefront.ts';

/** Theme colours go into CSS variables, so only plain hex values are taken. */
const HexColor = z
  .string()
  .regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, 'Must be a hex colour such as #1d4ed8.');

/** The settings an owner may try out in a preview (§3 preview_data); each one optional. */
export const PreviewSettings = z.strictObject({
  primaryColor: HexColor.optional(),
  accentColor: HexColor.optional(),
  alertText: requestText().max(500).optional(),
  alertBackgroundColor: HexColor.optional(),
  logoPosition: z.enum(['left', 'center']).optional(),
  footerContent: requestText({ multiline: true }).max(20_000).optional(),
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
});
export type PreviewData = z.infer<typeof PreviewData>;

export const PreviewSavedResponse = z.object({ data: z.object({ preview_data: PreviewData }) });

/** `GET /api/storefronts/get-by-url?preview=1`: the store with its preview_data applied. */
export const StorefrontQuery = z.object({ preview: z.enum(['0', '1']).optional() });

/** The event a store's preview channel carries when its preview is saved or discarded (§7). */
export const PREVIEW_EVENT = 'StorefrontPreviewUpdate';
export const PreviewEvent = z.object({ storefront_id: z.number().int() });
export type PreviewEvent = z.infer<typeof PreviewEvent>;

type Previewable = { settings: StorefrontSettings; pages: StorefrontPage[] };

/**
 * The live settings and pages with a preview laid over them. A previewed page keeps the id of the
 * published page at its url; a new one gets a negative id so it never clashes with a real one.
 */
export function withPreview<T extends Previewable>(live: T, preview: PreviewData | null): T {
  if (!preview) return live;
  const idAt = new Map(live.pages.map((page) => [page.url, page.id]));
  return {
    ...live,
    settings: { ...live.settings, ...preview.settings },
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
