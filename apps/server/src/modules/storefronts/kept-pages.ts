import type { Database } from '../../db/client.ts';
import { listLivePages } from './storefronts.queries.ts';

export type LivePage = Awaited<ReturnType<typeof listLivePages>>[number];

/** At most this many stores' pages kept (forgotten together when full, like the read cache's hosts). */
const MAX_STORES = 10_000;

/**
 * Each store's live pages as its configuration answer reads them, kept under the version of its
 * pages the caller names (the read cache's `pagesVersion`: every change to the pages moves it, a
 * change heard to be to the store's row alone does not; decision 0032, round 7), so the
 * configuration made again after a change to the row reads the row again, not the pages. Nothing
 * is kept without a version (while changes are not heard). The pages are shared between answers:
 * read, never changed.
 */
export class KeptPages {
  #kept = new Map<number, { version: string; pages: Promise<LivePage[]> }>();

  read(db: Database, storefrontId: number, version: string | undefined): Promise<LivePage[]> {
    if (version === undefined) return listLivePages(db, storefrontId);
    const known = this.#kept.get(storefrontId);
    if (known?.version === version) return known.pages;
    const entry = { version, pages: listLivePages(db, storefrontId) };
    if (this.#kept.size >= MAX_STORES) this.#kept.clear();
    this.#kept.set(storefrontId, entry);
    // A failed read is not kept: the next answer reads them again.
    entry.pages.catch(() => {
      if (this.#kept.get(storefrontId) === entry) this.#kept.delete(storefrontId);
    });
    return entry.pages;
  }
}
