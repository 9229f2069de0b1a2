import { DEBOUNCE_MS } from '@storefront/contracts';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

/** What the navbar search shows of a product (from routes/resources.product-search.tsx). */
export type ProductSuggestion = {
  id: number;
  name: string;
  slug: string;
  /** Cents, null when the store hides prices. */
  price: number | null;
  currency: string;
  thumbnail: string | null;
};

export type Suggestions = {
  /** The trimmed text the products were found for ('' before any search). */
  query: string;
  products: ProductSuggestion[];
};

const NONE: Suggestions = { query: '', products: [] };

/**
 * Products matching the navbar text (§4): asked for 300 ms after typing stops, trimmed; blank
 * text clears them without a request, and a failed request empties them silently (§8).
 */
export function useProductSuggestions(text: string): Suggestions {
  const query = text.trim();
  const asked = useDebouncedValue(query, DEBOUNCE_MS.search);
  const [found, setFound] = useState<Suggestions>(NONE);

  useEffect(() => {
    if (!asked) {
      setFound(NONE);
      return;
    }
    const controller = new AbortController();
    void (async () => {
      try {
        const response = await fetch(`/resources/product-search?q=${encodeURIComponent(asked)}`, {
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`search ${response.status}`);
        const body = (await response.json()) as { products: ProductSuggestion[] };
        setFound({ query: asked, products: body.products });
      } catch {
        if (!controller.signal.aborted) setFound({ query: asked, products: [] });
      }
    })();
    return () => controller.abort();
  }, [asked]);

  return query ? found : NONE;
}
