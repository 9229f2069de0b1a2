import { COOKIES } from '@storefront/contracts';
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { ShellUser } from './user-menu.tsx';

/**
 * What the shell shows that is someone's own (§2 Shell): the user menu, the cart badge and the
 * held gift card's balance, and whether the cart is in gifting mode. A page kept for everyone
 * renders none of it; the browser fetches it after hydration (decision 33).
 */
export type ShellParts = {
  user: ShellUser | null;
  cartCount: number;
  giftCardBalance: number | null;
  gifting: boolean;
};

/** The resource route that answers the visitor's ShellParts (`private, no-store`). */
export const SHELL_PARTS_URL = '/resources/shell';

/**
 * Set on <html> by an inline script before the first paint when the hint cookie says there are
 * personal parts to fetch: the Login button keeps its place, unseen, until they are known.
 */
export const PARTS_PENDING_CLASS = 'shell-parts-pending';

/** `document.cookie` holds the hint that this browser may hold a session or a cart. */
const HINT_SAYS_FETCH = `(?:^|; *)${COOKIES.shopperHint}=1(?:;|$)`;

/** The inline script of the document's head that sets PARTS_PENDING_CLASS (no name, no value). */
export const PARTS_PENDING_SCRIPT = `if(/${HINT_SAYS_FETCH}/.test(document.cookie))document.documentElement.classList.add('${PARTS_PENDING_CLASS}');`;

function hintSaysFetch() {
  return new RegExp(HINT_SAYS_FETCH).test(document.cookie);
}

/** The answer of SHELL_PARTS_URL, or null when it is not one. */
export function parseShellParts(body: unknown): ShellParts | null {
  if (typeof body !== 'object' || body === null) return null;
  const { user, cartCount, giftCardBalance, gifting } = body as Record<string, unknown>;
  const firstName = (user as { first_name?: unknown } | null)?.first_name;
  if (user !== null && typeof firstName !== 'string') return null;
  if (typeof cartCount !== 'number' || typeof gifting !== 'boolean') return null;
  if (giftCardBalance !== null && typeof giftCardBalance !== 'number') return null;
  return {
    user: typeof firstName === 'string' ? { first_name: firstName } : null,
    cartCount,
    giftCardBalance,
    gifting,
  };
}

/** Root's data as this hook reads it: what the server rendered, and whether it saw the visitor. */
type Rendered = Omit<ShellParts, 'gifting'> & { gifting: unknown; personal: boolean };

/**
 * The shell's personal parts: root's own when the server rendered the page for this visitor
 * (`personal`), else fetched once the page has hydrated — again whenever root's data is loaded
 * anew (after every form or fetcher submission: adding to the cart, signing in or out). Until
 * they are known `pending` is true. A page rendered outside gifting mode for a cart found in it
 * (the mode entered on another device) is loaded again, now for this visitor.
 */
export function useShellParts(rendered: Rendered): ShellParts & { pending: boolean } {
  const [fetched, setFetched] = useState<{
    parts: ShellParts | null;
    pending: boolean;
    /** Known at least once (or nothing to fetch): React shows it, the script's class may go. */
    settled: boolean;
  }>({ parts: null, pending: false, settled: false });
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    if (rendered.personal || !hintSaysFetch()) {
      setFetched({ parts: null, pending: false, settled: true });
      return;
    }
    const controller = new AbortController();
    setFetched((last) => ({ ...last, pending: true }));
    fetch(SHELL_PARTS_URL, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        const parts = parseShellParts(body);
        setFetched({ parts, pending: false, settled: true });
        if (parts?.gifting && !rendered.gifting) void revalidate.current();
      })
      .catch(() => {
        if (!controller.signal.aborted) setFetched({ parts: null, pending: false, settled: true });
      });
    return () => controller.abort();
  }, [rendered]);

  // Once React shows what is known, the head script's class has done its work.
  useEffect(() => {
    if (fetched.settled) document.documentElement.classList.remove(PARTS_PENDING_CLASS);
  }, [fetched.settled]);

  if (rendered.personal) return { ...rendered, gifting: !!rendered.gifting, pending: false };
  const parts = fetched.parts ?? { ...rendered, gifting: !!rendered.gifting };
  return { ...parts, pending: fetched.pending && !fetched.parts };
}
