import { PREVIEW_EVENT } from '@storefront/contracts';
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

/**
 * The store's preview channel (§4 Preview): on each StorefrontPreviewUpdate event the page's data
 * is loaded again, so settings, theme and pages change in place, without a reload. A failed
 * reload is only logged (§8); the EventSource reconnects by itself.
 */
export function PreviewChannel({ storeId }: { storeId: number }) {
  const { revalidate } = useRevalidator();
  const reload = useRef(revalidate);
  useEffect(() => {
    reload.current = revalidate;
  });

  useEffect(() => {
    const source = new EventSource(`/api/storefronts/${storeId}/preview-events`);
    const onUpdate = async () => {
      try {
        // Checked first: a failing root loader would swap the page for its error screen.
        const probe = await fetch('/api/storefronts/get-by-url?preview=1');
        if (!probe.ok) throw new Error(`the store answered ${probe.status}`);
        await reload.current();
      } catch (error) {
        console.warn('Preview reload failed:', error);
      }
    };
    source.addEventListener(PREVIEW_EVENT, onUpdate);
    // Events sent before the stream opened (between the server's render and this subscription,
    // or while it was down) are lost: catch up each time it opens.
    source.onopen = () => void onUpdate();
    source.onerror = () => console.warn('Preview channel interrupted; reconnecting.');
    return () => source.close();
  }, [storeId]);
  return null;
}
