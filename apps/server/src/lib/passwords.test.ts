import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes to scrypt$N$r$p$salt$hash with a fresh salt each time', async () => {
    const [a, b] = await Promise.all([
      hashPassword('Acme-Demo-2026!'),
      hashPassword('Acme-Demo-2026!'),
    ]);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(a).not.toBe(b);
  });

  it('accepts the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('globex-2026');
    expect(await verifyPassword('globex-2026', hash)).toBe(true);
    expect(await verifyPassword('globex-2025', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('rejects malformed or tampered hashes without throwing', async () => {
    const hash = await hashPassword('secret-123');
    const parts = hash.split('$');
    expect(await verifyPassword('secret-123', 'plain-text')).toBe(false);
    expect(await verifyPassword('secret-123', parts.slice(0, 5).join('$'))).toBe(false);
    expect(await verifyPassword('secret-123', ['bcrypt', ...parts.slice(1)].join('$'))).toBe(false);
    expect(await verifyPassword('secret-123', [...parts.slice(0, 5), 'AAAA'].join('$'))).toBe(
      false,
    );
    expect(await verifyPassword('secret-123', hash.replace('$16384$', '$3$'))).toBe(false);
  });
});
