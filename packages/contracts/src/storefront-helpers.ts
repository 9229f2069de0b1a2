/**
 * The store's display rules, without the schemas of storefront.ts: shopper pages import these, and
 * a page that imports no schema ships no zod (`npm run weight` checks it). storefront.ts
 * re-exports them.
 */
import { trimSlashes } from './links.ts';
import type { MenuEntry, StorefrontStatus } from './storefront.ts';

/** Fonts a store may pick: system stacks, so a brand font costs shoppers no download. */
export const FONT_STACKS = {
  system: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  humanist:
    'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
  rounded: 'ui-rounded, "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, Manjari, sans-serif',
  serif: 'ui-serif, Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, serif',
  mono: 'ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, monospace',
} as const;

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
