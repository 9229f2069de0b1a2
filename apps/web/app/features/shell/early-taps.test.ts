import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TAPS_SCRIPT, earlyTap, playEarlyTaps } from './early-taps.ts';

type Listener = (event: unknown) => void;

/** Runs the head's script on a window of its own; `tap` clicks inside a button (or not). */
function headScript() {
  let listener: Listener | undefined;
  const window = {
    addEventListener: (type: string, fn: Listener, capture: boolean) => {
      expect([type, capture]).toEqual(['click', true]);
      listener = fn;
    },
  } as unknown as Window;
  new Function('window', EARLY_TAPS_SCRIPT)(window);
  vi.stubGlobal('window', window);
  const tap = (name: string | null) => {
    const button = name === null ? null : { getAttribute: () => name };
    const event = {
      target: { closest: (selector: string) => (selector === '[data-early-tap]' ? button : null) },
      preventDefault: vi.fn(),
      stopImmediatePropagation: vi.fn(),
    };
    listener!(event);
    return event.stopImmediatePropagation.mock.calls.length > 0;
  };
  return { tap };
}

afterEach(() => vi.unstubAllGlobals());

describe('early taps', () => {
  it('holds taps on marked buttons until they are played, then lets them through', () => {
    const { tap } = headScript();
    expect(tap('menu')).toBe(true);
    expect(tap(null)).toBe(false);
    expect(tap('search')).toBe(true);
    expect(playEarlyTaps()).toEqual(['menu', 'search']);

    expect(tap('menu')).toBe(false);
    expect(playEarlyTaps()).toEqual([]);
  });

  it('plays nothing on a page without the script', () => {
    vi.stubGlobal('window', {});
    expect(playEarlyTaps()).toEqual([]);
  });

  it('marks a button with the attribute the script looks for', () => {
    expect(earlyTap('menu')).toEqual({ 'data-early-tap': 'menu' });
  });
});
