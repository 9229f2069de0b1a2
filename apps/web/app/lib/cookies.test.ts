import { describe, expect, test } from 'vitest';
import {
  clearCookie,
  flashCookie,
  langCookie,
  readCookie,
  readShopperHint,
  readText,
  sessionCookie,
  setCookie,
  setShopperHint,
} from './cookies.ts';

const sent = (cookie: string) => new Request('http://acme.localhost/', { headers: { cookie } });

describe('cookies', () => {
  test('a cookie the API reads holds its plain text, Secure over https', async () => {
    const header = await setCookie(new Request('https://acme.example/'), sessionCookie, 'a.b+c');
    expect(header).toBe('token=a.b%2Bc; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(await readText(sent('lang=de; token=a.b%2Bc'), sessionCookie)).toBe('a.b+c');
  });

  test('the language the browser wrote is read as it is; none is null', async () => {
    expect(await readText(sent('token=x; lang=fr'), langCookie)).toBe('fr');
    expect(await readText(sent('token=x'), langCookie)).toBeNull();
  });

  test('a flash comes back as the object that was set, and clearing ends it', async () => {
    const flash = { severity: 'error', text: 'Ungültig' };
    const header = await setCookie(sent(''), flashCookie, flash);
    expect(await readCookie(sent(header.split(';')[0] ?? ''), flashCookie)).toEqual(flash);
    expect(await clearCookie(sent(''), flashCookie)).toBe(
      'flash=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    );
  });

  test('the shopper hint is written as contracts defines it for the server too, and read back', async () => {
    expect(setShopperHint(sent(''), '1')).toBe('shopper=1; Max-Age=2592000; Path=/; SameSite=Lax');
    expect(setShopperHint(new Request('https://acme.example/'), '0')).toMatch(/; Secure$/);
    expect(await readShopperHint(sent('token=x; shopper=1'))).toBe('1');
    expect(await readShopperHint(sent('token=x'))).toBeNull();
  });
});
