/**
 * Taps on the phone navbar's buttons made before React has hydrated them. On a slow phone the
 * server's page shows seconds before its script runs; a tap on "Open menu" then reached no
 * handler and was lost, and under load React could drop one made during hydration too. The head's
 * script holds them instead, and the navbar plays them once it has hydrated.
 */

/** The attribute naming what a tap on the button asks for (`data-early-tap="menu"`). */
const ATTRIBUTE = 'data-early-tap';

/** The taps held so far, oldest first; `played` once the navbar has taken them. */
type HeldTaps = string[] & { played?: boolean };

declare global {
  interface Window {
    __earlyTaps?: HeldTaps;
  }
}

/**
 * The inline script of the document's head: in the capture phase of `window`, before React's
 * listeners on the document, it keeps a tap on a marked button from going further and holds its
 * name, until the navbar has played the held ones.
 */
export const EARLY_TAPS_SCRIPT = `(()=>{const q=window.__earlyTaps=[];window.addEventListener('click',e=>{const b=!q.played&&e.target.closest&&e.target.closest('[${ATTRIBUTE}]');if(b){e.preventDefault();e.stopImmediatePropagation();q.push(b.getAttribute('${ATTRIBUTE}'))}},true)})()`;

/** The props that mark a button whose early taps are held, under `name`. */
export const earlyTap = (name: string) => ({ [ATTRIBUTE]: name });

/** The names of the taps held since the page showed, oldest first; later taps go to React. */
export function playEarlyTaps(): string[] {
  const held = window.__earlyTaps;
  if (!held || held.played) return [];
  held.played = true;
  return [...held];
}
