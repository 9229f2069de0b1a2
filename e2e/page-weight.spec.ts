import type { APIRequestContext } from '@playwright/test';
import { expect, storeUrl, test } from './fixtures';

/** A file of the acme store as a browser asks for it; Node cannot resolve *.localhost. */
function fetchFromAcme(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
) {
  const url = new URL(storeUrl('acme', path));
  return request.get(`http://127.0.0.1:${url.port}${url.pathname}`, {
    headers: { host: url.host, ...headers },
  });
}

/** The scripts and style sheet the home page loads, from its HTML. */
async function homeAssets(request: APIRequestContext) {
  const html = await (await fetchFromAcme(request, '/')).text();
  const assets = [...html.matchAll(/href="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  expect(assets.length).toBeGreaterThan(5);
  return assets;
}

test.describe('compression', () => {
  test('a page is sent with Brotli, or gzip to a client without it, varying by encoding', async ({
    request,
  }) => {
    const brotli = await fetchFromAcme(request, '/products', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(brotli.headers().vary).toMatch(/accept-encoding/i);
    expect(await brotli.text()).toContain('</html>');
    const gzip = await fetchFromAcme(request, '/products', { 'accept-encoding': 'gzip' });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(await gzip.text()).toContain('</html>');
  });

  test('every script and style sheet of a page arrives compressed at build time', async ({
    request,
  }) => {
    for (const asset of await homeAssets(request)) {
      const response = await fetchFromAcme(request, asset, { 'accept-encoding': 'gzip, br' });
      expect(response.status(), asset).toBe(200);
      const headers = response.headers();
      expect(headers['content-encoding'], asset).toBe('br');
      expect(headers.vary, asset).toBe('Accept-Encoding');
      // A pre-compressed file has a length; one compressed on the fly would be chunked.
      expect(Number(headers['content-length']), asset).toBeGreaterThan(0);
    }
  });
});

test.describe('caching', () => {
  test('hashed scripts and style sheets are kept a year without asking again', async ({
    request,
  }) => {
    for (const asset of await homeAssets(request)) {
      const response = await fetchFromAcme(request, asset);
      expect(response.headers()['cache-control'], asset).toBe(
        'public, max-age=31536000, immutable',
      );
    }
  });

  test('a file without a hash in its name is re-checked after minutes, and a 304 answers', async ({
    request,
  }) => {
    const path = '/assets/i18n/console/en.json';
    const first = await fetchFromAcme(request, path);
    expect(first.headers()['cache-control']).toBe('public, max-age=300');
    const etag = first.headers().etag;
    expect(etag).toBeTruthy();
    const again = await fetchFromAcme(request, path, { 'if-none-match': etag! });
    expect(again.status()).toBe(304);
  });
});

test.describe('translations', () => {
  test('a page carries no strings of its own: it fetches its language’s file once, and no other', async ({
    page,
    request,
  }) => {
    // The checkout's button is not on the home page: only the language file can hold it.
    const html = await (await fetchFromAcme(request, '/', { cookie: 'lang=de' })).text();
    expect(html).toContain('href="/assets/i18n/de.json"');
    expect(html).not.toContain('Bestellung aufgeben');
    expect(html).not.toContain('Place Order');

    const files: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/assets/i18n/')) files.push(new URL(r.url()).pathname);
    });
    await page.context().addCookies([{ name: 'lang', value: 'de', url: storeUrl('acme', '/') }]);
    await page.goto(storeUrl('acme', '/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.waitForLoadState('networkidle');
    expect(files).toEqual(['/assets/i18n/de.json']);
    // Hydrated with those strings: switching to English fetches English and shows it.
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Sprache').selectOption('en');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    expect(files).toEqual(['/assets/i18n/de.json', '/assets/i18n/en.json']);
  });
});

test.describe('pictures', () => {
  /** Each picture of the page's main part: how it loads and whether it reserves its space. */
  const picturesOf = (page: import('@playwright/test').Page) =>
    page.locator('main img').evaluateAll((images) =>
      images.map((img) => ({
        src: img.getAttribute('src'),
        loading: img.getAttribute('loading'),
        fetchpriority: img.getAttribute('fetchpriority'),
        sized: img.hasAttribute('width') && img.hasAttribute('height'),
      })),
    );

  test('the home page’s first-screen pictures load at once, first of all, the rest lazily', async ({
    page,
  }) => {
    await page.goto(storeUrl('acme'));
    const pictures = await picturesOf(page);
    const banner = pictures.find((p) => p.src?.includes('banner-home'));
    expect(banner).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
    // On a phone the picture under the short banner is the larger: the page's largest paint.
    const studio = pictures.find((p) => p.src?.includes('image-studio'));
    expect(studio).toMatchObject({ loading: 'eager', fetchpriority: 'high', sized: true });
    const tiles = pictures.filter((p) => p.src?.includes('/tile-'));
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) expect(tile).toMatchObject({ loading: 'lazy', sized: true });
  });

  test('the home banner offers AVIF and WebP at each width, and the server has them', async ({
    page,
    request,
  }) => {
    await page.goto(storeUrl('acme'));
    const sources = await page
      .locator('main picture:has(img[src*="banner-home"]) source')
      .evaluateAll((elements) =>
        elements.map((source) => ({
          type: source.getAttribute('type'),
          srcset: source.getAttribute('srcset') ?? '',
        })),
      );
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const { type, srcset } of sources) {
      const urls = srcset.split(', ').map((candidate) => candidate.split(' ')[0]!);
      expect(urls.length).toBeGreaterThan(3);
      const smallest = await fetchFromAcme(request, urls[0]!);
      expect(smallest.status()).toBe(200);
      expect(smallest.headers()['content-type']).toBe(type);
    }
  });

  test('the product list’s first row of cards loads at once, later cards lazily', async ({
    page,
  }) => {
    await page.goto(storeUrl('acme', '/products'));
    const cards = await picturesOf(page);
    expect(cards.length).toBeGreaterThan(4);
    expect(cards[0]).toMatchObject({ loading: 'eager', fetchpriority: 'high', sized: true });
    expect(cards[1]).toMatchObject({ loading: 'eager', fetchpriority: null, sized: true });
    for (const card of cards.slice(2)) expect(card).toMatchObject({ loading: 'lazy', sized: true });
  });

  test('a product page’s main picture loads first', async ({ page }) => {
    await page.goto(storeUrl('acme', '/products/heavy-canvas-tote'));
    const main = await picturesOf(page);
    expect(main.filter((p) => p.fetchpriority === 'high').length).toBeGreaterThan(0);
    for (const picture of main) expect(picture.sized).toBe(true);
  });
});

test.describe('content security policy', () => {
  test('shopper pages run without a single violation of the policy', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    for (const path of ['/', '/products', '/products/heavy-canvas-tote']) {
      await page.goto(storeUrl('acme', path));
      await page.waitForLoadState('networkidle');
      const violations = await page.evaluate(
        () => (window as unknown as { violations: string[] }).violations,
      );
      expect(violations, path).toEqual([]);
    }
  });
});
