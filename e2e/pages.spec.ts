import { expect, storeUrl, test } from './fixtures';

const ACME_EMAILS = ['support@acme.test', 'orders@acme.test'];

test.describe('legal pages', () => {
  test('the privacy policy names the company, its e-mails and the promised figures', async ({
    page,
  }) => {
    await page.goto(storeUrl('acme', '/privacy-policy'));
    await expect(page).toHaveTitle('Privacy Policy | Acme');
    const policy = page.getByRole('article');
    await expect(policy.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(policy).toContainText('Last updated: March 2022');
    await expect(policy).toContainText('Acme Corporation');
    for (const email of ACME_EMAILS) {
      await expect(policy.getByRole('link', { name: email })).toHaveAttribute(
        'href',
        `mailto:${email}`,
      );
    }
    await expect(policy).toContainText('answer within 45 days');
    await expect(policy).toContainText('once by a further 45 days');
    await expect(policy).toContainText('the 12 months before');
    await expect(policy).toContainText('children under 13 years of age');
    await expect(policy).toContainText('If you are under 18');
    for (const topic of ['Cookies', 'Do Not Track', 'Links to other sites']) {
      await expect(policy.getByRole('heading', { name: topic })).toBeVisible();
    }
  });

  test('the terms carry the title-cased store name and nine numbered sections', async ({
    page,
  }) => {
    await page.goto(storeUrl('acme', '/terms-and-conditions'));
    const terms = page.getByRole('article');
    await expect(terms.getByRole('heading', { level: 1 })).toHaveText('Acme Terms and Conditions');
    await expect(terms.getByRole('heading', { level: 2 })).toHaveText([
      '1. Custom-Made Products',
      '2. Production and Shipping Timeline',
      '3. Returns and Replacements',
      '4. Shipping and Delivery',
      '5. Order Support',
      '6. Payment Processing',
      '7. Privacy',
      '8. Intellectual Property',
      '9. Governing Law',
    ]);
    await expect(terms).toContainText('Production takes 7–10 business days');
    await expect(terms).toContainText('within 7 days of delivery');
    for (const email of ACME_EMAILS) {
      await expect(terms.getByRole('link', { name: email })).toHaveAttribute(
        'href',
        `mailto:${email}`,
      );
    }
    await terms.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(storeUrl('acme', '/privacy-policy'));
  });
});

test('the under-construction page apologises and asks to come back', async ({ page }) => {
  await page.goto(storeUrl('acme', '/under-construction'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "We're sorry, the store is under construction",
  );
  await expect(page.getByText("We're working hard")).toBeVisible();
  await expect(page.getByText('Please try again later.')).toBeVisible();
  await expect(page.getByRole('img', { name: /being worked on/ })).toBeVisible();
});

test.describe('not-found page', () => {
  test('says there is nothing here and leads home', async ({ page }) => {
    const response = await page.goto(storeUrl('acme', '/not-found'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops!');
    await expect(page.getByText('There is nothing here')).toBeVisible();
    await page.getByRole('link', { name: 'Go To Home' }).click();
    await expect(page).toHaveURL(storeUrl('acme', '/'));
  });

  test('for a missing product leads to the products', async ({ page }) => {
    await page.goto(storeUrl('acme', '/not-found?product=true'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops!');
    await expect(page.getByText('Product Not Found')).toBeVisible();
    await expect(page.getByText('There is nothing here')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go To Products' })).toHaveAttribute(
      'href',
      '/products',
    );
    const similar = page.getByRole('region', { name: 'Check out these similar products' });
    await expect(similar).toContainText("You might find what you're looking for");
    const cards = similar.getByRole('link');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card).toHaveAttribute('href', /^\/products\/[a-z0-9-]+$/);
      await expect(card).toContainText(/\$\d+\.\d\d/);
    }
  });
});

test.describe('unknown paths', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('answer 404 with the not-found page and a working way home', async ({ page }) => {
    const response = await page.goto(storeUrl('acme', '/no-such-page'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops!');
    await expect(page.getByText('There is nothing here')).toBeVisible();
    await page.getByRole('link', { name: 'Go To Home' }).click();
    await expect(page).toHaveURL(storeUrl('acme', '/'));
    await expect(page.getByRole('heading', { name: 'Oops!' })).toHaveCount(0);
  });
});

type Box = { x: number; y: number; width: number; height: number };

/** Component names of the page's sections, top to bottom. */
async function sectionOrder(page: import('@playwright/test').Page): Promise<string[]> {
  return page
    .locator('[data-section]')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.section ?? ''));
}

test('a configured page renders its sections under its own title', async ({ page }) => {
  const response = await page.goto(storeUrl('acme', '/about'));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('About Us | Acme');
  expect(await sectionOrder(page)).toEqual(['TITLE', 'TEXT_WITH_IMAGE', 'TEXT_AREA']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Acme Merch');
  const story = page.locator('[data-section="TEXT_WITH_IMAGE"]');
  await expect(story).toContainText('Acme Merch started in 2019');
  await expect(page.getByRole('link', { name: 'contact form' })).toHaveAttribute(
    'href',
    '/contact',
  );
  // Image right of the text on wide screens, above it on phones.
  const image = (await story.locator('img').boundingBox())!;
  const text = (await story.getByText('Acme Merch started in 2019').boundingBox())!;
  if (page.viewportSize()!.width >= 768) expect(image.x).toBeGreaterThan(text.x);
  else expect(image.y).toBeLessThan(text.y);
});

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(storeUrl('acme', '/'));
  });

  test('renders every section type in the configured order', async ({ page }) => {
    expect(await sectionOrder(page)).toEqual([
      'BANNER_IMAGE',
      'TITLE',
      'TEXT_AREA',
      'TEXT_WITH_IMAGE',
      'REDIRECT_TILES',
      'PRODUCTS_LIST',
    ]);
  });

  test('lists the products of its products section', async ({ page }) => {
    const list = page.locator('[data-section="PRODUCTS_LIST"]');
    await expect(list.getByRole('heading', { name: 'Best sellers' })).toBeVisible();
    const cards = list.getByRole('link');
    await expect(cards).toHaveCount(8);
    const first = cards.first();
    await expect(first).toHaveAttribute('href', /^\/products\/[a-z0-9-]+$/);
    await expect(first).toContainText(/\$\d+\.\d\d/);
    const picture = first.locator('img');
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  });

  test('shows a full-width banner linking out in a new tab', async ({ page }) => {
    const banner = page.locator('[data-section="BANNER_IMAGE"]');
    const link = banner.getByRole('link');
    await expect(link).toHaveAttribute('href', 'https://example.com/acme-lookbook');
    await expect(link).toHaveAttribute('target', '_blank');
    const image = banner.getByRole('img', { name: 'Acme hoodies, tees, caps and tumblers' });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(
      0,
    );
    const box = (await image.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(await page.evaluate(() => document.documentElement.clientWidth));
  });

  test("sets the title in the owner's font and the rich texts", async ({ page }) => {
    const title = page.getByRole('heading', { name: 'Made to order for the Acme team' });
    await expect(title).toHaveCSS('font-family', /Georgia/);
    if (page.viewportSize()!.width >= 1024) await expect(title).toHaveCSS('font-size', '40px');
    await expect(page.locator('[data-section="TEXT_AREA"] strong')).toHaveText('when you order it');
    const studio = page.locator('[data-section="TEXT_WITH_IMAGE"]');
    await expect(
      studio.getByRole('heading', { name: 'From our studio to your desk' }),
    ).toBeVisible();
    await expect(studio.getByRole('listitem')).toHaveCount(2);
  });

  test('tiles lead to a category, a page and an external site', async ({ page }) => {
    const tiles = page.locator('[data-section="REDIRECT_TILES"]');
    await expect(tiles.getByRole('heading', { name: 'Explore' })).toBeVisible();
    const apparel = tiles.getByRole('link', { name: 'Apparel' });
    await expect(apparel).toHaveAttribute('href', '/categories/apparel');
    await expect(apparel).not.toHaveAttribute('target', /.*/);
    const brand = tiles.getByRole('link', { name: /Brand Guidelines/ });
    await expect(brand).toHaveAttribute('href', 'https://example.com/acme-brand');
    await expect(brand).toHaveAttribute('target', '_blank');
    await expect(brand).toHaveAttribute('rel', /noopener/);
    // Three in a row on desktop; two on phones, the third centred below them.
    const boxes = await Promise.all(
      (await tiles.getByRole('listitem').all()).map(async (tile) => (await tile.boundingBox())!),
    );
    const [first, second, third] = boxes as [Box, Box, Box];
    expect(second.y).toBe(first.y);
    if (page.viewportSize()!.width >= 1024) {
      expect(third.y).toBe(first.y);
    } else {
      expect(third.y).toBeGreaterThan(first.y);
      const middle = await page.evaluate(() => document.documentElement.clientWidth / 2);
      expect(Math.abs(third.x + third.width / 2 - middle)).toBeLessThan(2);
    }
    await tiles.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(storeUrl('acme', '/about'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Acme Merch');
  });
});
