import type { PageViewBody } from '@storefront/contracts';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const VISITOR_KEY = 'visitor_id';

/**
 * Sends a page view at the end of every navigation to a new path, the first one after hydration
 * included, with `sendBeacon` so it never holds the page up. Nothing is sent when the browser
 * asks not to be tracked (Do Not Track or Global Privacy Control), as the privacy page promises,
 * nor while `paused` (an owner's preview is not a visit).
 */
export function PageViewTracker({ storeId, paused }: { storeId: number; paused: boolean }) {
  const { pathname } = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const referrer = previousPath.current
      ? `${window.location.origin}${previousPath.current}`
      : document.referrer;
    previousPath.current = pathname;
    if (paused || asksNotToBeTracked()) return;
    sendPageView(storeId, { path: pathname, referrer: referrer || null, visitor_id: visitorId() });
  }, [storeId, pathname, paused]);
  return null;
}

function asksNotToBeTracked(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/** A random id kept in this browser, so repeat visits count once a day without knowing who. */
function visitorId(): string {
  try {
    const kept = localStorage.getItem(VISITOR_KEY);
    if (kept) return kept;
    const fresh = randomId();
    localStorage.setItem(VISITOR_KEY, fresh);
    return fresh;
  } catch {
    return randomId(); // storage blocked: this page view still counts, as its own visitor
  }
}

const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

function sendPageView(storeId: number, view: PageViewBody) {
  const url = `/api/storefronts/${storeId}/page-views`;
  const body = new Blob([JSON.stringify(view)], { type: 'application/json' });
  if (navigator.sendBeacon?.(url, body)) return;
  // No beacon (or its queue is full): a fetch that outlives the page does the same.
  fetch(url, { method: 'POST', body, keepalive: true }).catch(() => {});
}
