/**
 * The preview channel's event name, without the schemas of preview.ts: shopper pages import these,
 * and a page that imports no schema ships no zod (`npm run weight` checks it). preview.ts
 * re-exports them.
 */

/** The event a store's preview channel carries when its preview is saved or discarded (§7). */
export const PREVIEW_EVENT = 'StorefrontPreviewUpdate';
