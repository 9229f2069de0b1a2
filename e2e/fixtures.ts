import { type Locator, test as base, expect } from '@playwright/test';

type Options = {
  /** Console errors a test expects (for example the 404 of a page that is meant to be missing). */
  allowedConsoleErrors: RegExp[];
};

/** Every browser test fails on a console error or an uncaught page error it did not expect. */
export const test = base.extend<Options & { consoleErrors: string[] }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      const unexpected = errors.filter((text) => !allowedConsoleErrors.some((re) => re.test(text)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Base URL of a demo store on the test server (or on a server of a test's own, at `port`). */
export function storeUrl(
  slug: string,
  path = '/',
  port: number | string = process.env.E2E_PORT ?? '3100',
): string {
  return `http://${slug}.localhost:${port}${path}`;
}

/**
 * Waits until React has hydrated the element, then returns it. Text typed into a field before is
 * cleared by hydration (or sent by the browser's own form): the browser entry hydrates only once
 * the page's strings have arrived, which on a busy machine can be well after the load event.
 */
export async function hydrated<T extends Locator>(element: T): Promise<T> {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))),
    )
    .toBe(true);
  return element;
}
