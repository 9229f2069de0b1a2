import { createHash } from 'node:crypto';
import { expect, storeUrl, test } from './fixtures';
import { api } from './store-api';

test.describe('security headers', () => {
  test('a page not kept for everyone carries the nonce of its own policy on every script', async ({
    request,
  }) => {
    const url = new URL(storeUrl('acme'));
    // A gifting cart's mark makes a page the visitor's: it is never kept (decision 33).
    const response = await request.get(`http://127.0.0.1:${url.port}/`, {
      headers: { host: url.host, cookie: 'gifting_mode=1' },
    });
    const headers = response.headers();
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['x-read-cache']).toBeUndefined();
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'self'");
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(2);
    for (const tag of scripts.filter((s) => !s.includes('application/ld+json')))
      expect(tag).toContain(`nonce="${nonce}"`);
  });

  test('a kept page is the same for everyone: inline scripts allowed by hash, no nonce, a 304 on its ETag', async ({
    request,
  }) => {
    const url = new URL(storeUrl('acme'));
    const get = (headers: Record<string, string> = {}) =>
      request.get(`http://127.0.0.1:${url.port}/products`, {
        headers: { host: url.host, ...headers },
      });
    // Two kept answers in a row (other tests write to the shared store, which forgets its pages).
    let answers = [await get(), await get()];
    await expect
      .poll(async () => {
        answers = [answers[1]!, await get()];
        const [a, b] = answers.map((answer) => answer.headers());
        return a!['x-read-cache'] === 'hit' && b!['x-read-cache'] === 'hit' && a!.etag === b!.etag;
      })
      .toBe(true);
    const body = await answers[1]!.text();
    expect(await answers[0]!.text()).toBe(body);
    const headers = answers[1]!.headers();
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain("'nonce-");
    expect(body).not.toMatch(/\snonce="/);
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    const inline = [...body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes, content]) => !/\ssrc=/.test(attributes!) && content,
    );
    expect(inline.length).toBeGreaterThan(1);
    for (const [, , content] of inline)
      expect(policy).toContain(
        `'sha256-${createHash('sha256').update(content!).digest('base64')}'`,
      );
    const etag = headers.etag!;
    expect(etag).toBeTruthy();
    const again = await get({ 'if-none-match': etag });
    expect(again.status()).toBe(304);
    expect(again.headers()['x-read-cache']).toBe('hit');
    const compressed = await get({ 'accept-encoding': 'br' });
    expect(compressed.headers()['content-encoding']).toBe('br');
    expect(await compressed.text()).toBe(body);
  });

  test('a kept page runs its scripts under its policy in the browser', async ({ page }) => {
    // Other tests write to the shared store, which forgets its kept pages: load until one is kept.
    await expect
      .poll(async () => (await page.goto(storeUrl('acme', '/products')))?.headers()['x-read-cache'])
      .toBe('hit');
    // Hydrated (the page's scripts ran): a client-side navigation keeps the same document.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    // The fixtures fail the test on any console error, a refused inline script among them.
  });

  test.describe('the dev mailbox', () => {
    // Playwright runs its own scripts in every frame; Chromium refuses them in the mail's
    // sandboxed frame (no allow-scripts) and logs that as a console error now and then
    // (microsoft/playwright#33343). The mail's HTML itself has no script.
    test.use({ allowedConsoleErrors: [/^Blocked script execution in 'about:srcdoc'/] });

    test('shows a mail’s HTML in its frame under the policy', async ({ page, request }) => {
      const store = (await (await api(request, 'acme', '/storefronts/get-by-url')).json()) as {
        data: { id: number };
      };
      const reset = { storefront_id: store.data.id, email: 'alex@acme.test' };
      expect((await api(request, 'acme', '/auth/forgot-password', reset)).ok()).toBe(true);
      await page.goto(storeUrl('acme', '/dev/mailbox'));
      const mail = page.getByRole('article').filter({ hasText: 'alex@acme.test' }).first();
      await mail.getByText('HTML version').click();
      await expect(mail.locator('iframe')).toBeVisible();
      await expect(mail.locator('iframe')).toHaveAttribute('srcdoc', /password/i);
      await expect(mail.locator('iframe')).not.toHaveAttribute('srcdoc', /<script/i);
    });
  });
});
