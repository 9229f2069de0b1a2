import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const health = () => t.app.inject({ url: '/api/health', headers: hostOf('acme') });

describe('security headers', () => {
  it('mark API answers nosniff, unframeable and with a strict referrer policy', async () => {
    const res = await health();
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
  });

  it('allow scripts only from the store itself or with the nonce of that one answer', async () => {
    const [first, second] = [await health(), await health()];
    const policy = String(first.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    const nonceOf = (header: unknown) => /script-src 'self' 'nonce-([^']+)'/.exec(String(header));
    expect(nonceOf(policy)?.[1]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second.headers['content-security-policy'])?.[1]).not.toBe(nonceOf(policy)?.[1]);
  });
});
