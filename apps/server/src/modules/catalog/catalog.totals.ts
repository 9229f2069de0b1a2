/** Filters of one store whose totals are kept at most; beyond it the store's are forgotten. */
const MAX_FILTERS_PER_STORE = 500;

/** A category filter's trees: the ids of its categories and of every category below them. */
export type CategoryTrees = { ofAny: number[]; ofOne: number[] };

/** What is kept of one store under one of its versions, by filter: a newer version drops it. */
type Versioned<T> = { version: string; entries: Map<string, T> };

/** What `stores` keeps of the store under `version`, if any. */
function keptOf<T>(stores: Map<number, Versioned<T>>, storefrontId: number, version: string) {
  const kept = stores.get(storefrontId);
  return kept?.version === version ? kept.entries : undefined;
}

/** Keeps `value` under the store's `version`, its older versions dropped, at most so many. */
function keep<T>(
  stores: Map<number, Versioned<T>>,
  storefrontId: number,
  version: string,
  key: string,
  value: T,
) {
  let kept = stores.get(storefrontId);
  if (!kept || kept.version !== version) {
    kept = { version, entries: new Map() };
    stores.set(storefrontId, kept);
  }
  if (kept.entries.size >= MAX_FILTERS_PER_STORE) kept.entries.clear();
  kept.entries.set(key, value);
}

/**
 * How many products each filter of the shopper's list matches, kept in memory per listing version
 * of the store (decision 0031): counting every match is most of an uncached list's work at
 * 100,000 products, and the total does not depend on the page, the order or the rows asked. A
 * total is kept under the read cache's listing version of the store, read before it was counted —
 * which every committed change that may move a filter's matches (a product's listability, publish
 * window, brand or search words, a category link, the category tree, the vocabulary) moves on
 * every instance, while stock, prices, descriptions and pictures leave it (the triggers' `<id>`
 * and `<id>:content`, decision 0031 "the listing version") — and until the store's next
 * publish-window boundary, the one change time makes alone. A total counted while a change
 * committed is kept under the old listing version and never read again.
 */
export class ListTotals {
  #totals = new Map<number, Versioned<{ total: number; expires: number }>>();
  /**
   * The trees of the categories filtered by, under the store's tree version: only a change to the
   * category tree moves them (decision 0031, round 7), not a product's listing change, nor time.
   */
  #trees = new Map<number, Versioned<CategoryTrees>>();

  get(storefrontId: number, version: string, filterKey: string): number | undefined {
    const kept = keptOf(this.#totals, storefrontId, version);
    const entry = kept?.get(filterKey);
    if (!kept || !entry) return undefined;
    if (entry.expires > Date.now()) return entry.total;
    kept.delete(filterKey);
    return undefined;
  }

  /** Keeps `total` until `expires` (ms since the epoch); the store's older versions are dropped. */
  set(storefrontId: number, version: string, filterKey: string, total: number, expires: number) {
    if (expires <= Date.now()) return;
    keep(this.#totals, storefrontId, version, filterKey, { total, expires });
  }

  /**
   * What one request may read and keep of the store's totals: those of `version`, the store's
   * listing version when the request began, kept until the store's next publish-window boundary, which
   * `until` reads (once per version, by the read cache); and of its category filters' trees:
   * those of `treeVersion`, the store's tree version when the request began.
   */
  scope(
    storefrontId: number,
    version: string,
    treeVersion: string,
    until: () => Promise<number | null>,
  ): TotalsScope {
    return {
      keptTotal: (filterKey) => this.get(storefrontId, version, filterKey),
      keptTrees: (key) => keptOf(this.#trees, storefrontId, treeVersion)?.get(key),
      keepTrees: (key, trees) => keep(this.#trees, storefrontId, treeVersion, key, trees),
      startCounting: (filterKey) => {
        // Read before counting: a boundary passed while counting expires the total at once.
        const boundary = until();
        return {
          keep: async (total) =>
            this.set(storefrontId, version, filterKey, total, (await boundary) ?? Infinity),
        };
      },
    };
  }
}

/** Where a list finds the total of its filter, or keeps the one it counted (decision 0031). */
export type TotalsScope = {
  /** The total kept for this filter under the request's listing version of the store, if any. */
  keptTotal(filterKey: string): number | undefined;
  /**
   * Called before counting (or once the count's own statement told the read cache the boundary,
   * in its snapshot): starts reading the store's next boundary at once, and answers how to keep
   * the total counted, under the request's listing version and until that boundary.
   */
  startCounting(filterKey: string): { keep(total: number): Promise<void> };
  /**
   * The category trees of a filter's categories (`key`) kept under the request's tree version,
   * if any: a category list after a stock, price or product's listing change reads no tree again.
   */
  keptTrees(key: string): CategoryTrees | undefined;
  /** Keeps trees read after the request began, under its tree version. */
  keepTrees(key: string, trees: CategoryTrees): void;
};
