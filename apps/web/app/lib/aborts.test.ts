import { describe, expect, it, vi } from 'vitest';
import { quietAbort } from './aborts.ts';

const rejection = (reason: unknown) => ({ reason, preventDefault: vi.fn() });

describe('quietAbort', () => {
  it('keeps an abort asked for from being reported', () => {
    const controller = new AbortController();
    controller.abort();
    const event = rejection(controller.signal.reason);
    quietAbort(event);
    expect(event.preventDefault).toHaveBeenCalledOnce();
  });

  it('reports every other rejection, errors named like an abort included', () => {
    for (const reason of [
      new Error('real'),
      new DOMException('timed out', 'TimeoutError'),
      Object.assign(new Error('not a DOMException'), { name: 'AbortError' }),
      undefined,
    ]) {
      const event = rejection(reason);
      quietAbort(event);
      expect(event.preventDefault).not.toHaveBeenCalled();
    }
  });
});
