import { useEffect, useRef } from 'react';

/**
 * Runs `effect` once for each new `value` (by identity), for example one toast per answer of an
 * action. A new `effect` function alone does not run it again: the translation function changes
 * whenever the root data is reloaded, and a toast must not repeat then.
 */
export function useOnChange<T>(value: T | null | undefined, effect: (value: T) => void) {
  const latest = useRef(effect);
  const seen = useRef<T | null>(null);
  useEffect(() => {
    latest.current = effect;
  });
  useEffect(() => {
    if (value == null || seen.current === value) return;
    seen.current = value;
    latest.current(value);
  }, [value]);
}
