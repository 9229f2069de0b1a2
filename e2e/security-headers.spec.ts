import { expect, storeUrl, test } from './fixtures';
import { api } from './store-api';

test.describe('security headers', () => {
  test('a page forbids framing and sniffing, and its scripts carry the nonce of its policy', async ({
    request,
  }) => {
    const url = new URL(storeUrl('acme'));
    const response = await request.get(`http://127.0.0.1:${url.port}/`, {
      headers: { host: url.host },
    });
    const headers = response.headers();
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'self'");
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(2);
    for (const tag of scripts.filter((s) => !s.includes('application/ld+json')))
      expect(tag).toContain(`nonce="${nonce}"`);
  });

  test('a page answered from the read cache carries its own nonce, never the first visitor’s', async ({
    request,
  }) => {
    const url = new URL(storeUrl('acme'));
    const nonces: string[] = [];
    const hits: (string | undefined)[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await request.get(`http://127.0.0.1:${url.port}/products`, {
        headers: { host: url.host },
      });
      const policy = response.headers()['content-security-policy'] ?? '';
      const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)![1]!;
      const body = await response.text();
      expect(body).toContain(`nonce="${nonce}"`);
      for (const earlier of nonces) expect(body).not.toContain(earlier);
      nonces.push(nonce);
      hits.push(response.headers()['x-read-cache']);
    }
    expect(hits.slice(1)).toContain('hit');
  });

  test('the dev mailbox shows a mail’s HTML in its frame under the policy', async ({
    page,
    request,
  }) => {
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
  });
});
