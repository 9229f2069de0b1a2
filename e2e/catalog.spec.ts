import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, hydrated, storeUrl, test } from './fixtures.ts';

const EMPTY = 'No products available at the moment. Please check back later!';

const grid = (page: Page) => page.getByRole('list', { name: 'Products' });
const cardNames = (page: Page) => grid(page).getByRole('heading', { level: 3 }).allTextContents();
const isPhone = (page: Page) => page.viewportSize()!.width < 768;

/**
 * Waits until every card's name matches. The address changes before the new list renders, so the
 * cards read right after it may still be the old ones.
 */
async function expectEveryCard(page: Page, name: RegExp) {
  await expect
    .poll(async () => (await cardNames(page)).filter((shown) => !name.test(shown)))
    .toEqual([]);
}

/** The API's own answer, fetched by the page, to compare the screen with. */
async function apiList(page: Page, query: string) {
  return page.evaluate(async (search) => {
    const response = await fetch(`/api/storefronts/1/storefront-products?${search}`);
    return (await response.json()) as {
      data: { data: { name: string; price_decimal: string }[]; total: number; last_page: number };
    };
  }, query);
}

test.describe('product list', () => {
  test('the first HTML holds the page of products with names and prices, and its SEO tags', async ({
    page,
  }) => {
    const response = await page.goto(storeUrl('acme', '/products'));
    const html = await response!.text();
    const { data } = await apiList(page, 'rows=9');
    expect(data.data).toHaveLength(9);
    for (const product of data.data) {
      expect(html).toContain(product.name.replace(/&/g, '&amp;'));
      expect(html).toContain(`$${product.price_decimal}`);
    }
    expect(html).toContain(`<link rel="canonical" href="${storeUrl('acme', '/products')}"/>`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Shop 62 products of the Acme store: branded merchandise, made to order.',
    );
    await expect(page).toHaveTitle('Products | Acme');
  });

  test('pages keep their state in the URL, and Back returns to the page before', async ({
    page,
  }) => {
    await page.goto(storeUrl('acme', '/products'));
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByText('62 products')).toBeVisible();
    await expect(grid(page).getByRole('listitem')).toHaveCount(9);
    // The store's default order (newest first) is the sort shown.
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByTestId('page-report')).toHaveText('1 of 7');
    await expect(pages.getByRole('link', { name: /^Page \d$/ })).toHaveCount(5);
    const firstPage = await cardNames(page);

    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(storeUrl('acme', '/products?page=2'));
    await expect(pages.getByTestId('page-report')).toHaveText('2 of 7');
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const secondPage = await cardNames(page);
    expect(secondPage).toHaveLength(9);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);

    await pages.getByRole('link', { name: 'Last page' }).click();
    await expect(page).toHaveURL(storeUrl('acme', '/products?page=7'));
    await expect(grid(page).getByRole('listitem')).toHaveCount(8); // 62 = 6 × 9 + 8

    await page.goBack();
    await expect(pages.getByTestId('page-report')).toHaveText('2 of 7');
    await page.goBack();
    await expect(pages.getByTestId('page-report')).toHaveText('1 of 7');
    expect(await cardNames(page)).toEqual(firstPage);

    // A shared link opens on the same page.
    await page.goto(storeUrl('acme', '/products?page=3'));
    await expect(pages.getByTestId('page-report')).toHaveText('3 of 7');

    // Another page keeps the filters and the sort.
    await page.goto(storeUrl('acme', '/products?sort=name-asc&categories=apparel'));
    await expect(pages.getByTestId('page-report')).toHaveText('1 of 4');
    await pages.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(
      storeUrl('acme', '/products?sort=name-asc&categories=apparel&page=2'),
    );
    await expect(pages.getByTestId('page-report')).toHaveText('2 of 4');
  });

  test('shows 6 skeletons while another page loads', async ({ page }) => {
    await page.goto(storeUrl('acme', '/products'));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/products.data',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page.getByRole('status', { name: 'Loading products…' })).toBeVisible();
    await expect(page.getByTestId('product-skeleton')).toHaveCount(6);
    release();
    await expect(page.getByTestId('page-report')).toHaveText('2 of 7');
    await expect(page.getByTestId('product-skeleton')).toHaveCount(0);
  });

  test('sorting goes back to page 1 and orders the cards', async ({ page }) => {
    await page.goto(storeUrl('acme', '/products?page=2'));
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Price Low to High');
    await expect(page).toHaveURL(storeUrl('acme', '/products?sort=price-asc'));
    await expect(page.getByTestId('page-report')).toHaveText('1 of 7');
    const prices = (
      await grid(page)
        .getByText(/^\$\d+\.\d\d$/)
        .allTextContents()
    ).map((price) => Number(price.slice(1)));
    expect(prices).toHaveLength(9);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Name Desc');
    await expect(page).toHaveURL(storeUrl('acme', '/products?sort=name-desc'));
    await expect
      .poll(async () => {
        const names = await cardNames(page);
        return names.join('|') === [...names].sort((a, b) => b.localeCompare(a)).join('|');
      })
      .toBe(true);
  });

  test("the list's search box filters as you type and keeps the search in the URL", async ({
    page,
  }) => {
    await page.goto(storeUrl('acme', '/products?page=2'));
    const search = page.getByRole('searchbox', { name: 'Search in the products' });
    await search.fill('  hoodie ');
    await expect(page).toHaveURL(storeUrl('acme', '/products?global_filter=hoodie'));
    await expect(page.getByText('Results for “hoodie”')).toBeVisible();
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/Hoodie/);

    await page.reload();
    await expect(search).toHaveValue('hoodie');
    await search.fill('zzqqxx');
    await expect(page.getByText(EMPTY)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(storeUrl('acme', '/products'));
    await expect(search).toHaveValue('');
  });

  test.describe('on a desktop', () => {
    test.skip(({ page }) => isPhone(page), 'the accordion shows from 768 px');

    test('filters by categories and brands from the accordion, back at page 1', async ({
      page,
    }) => {
      await page.goto(storeUrl('acme', '/products?page=3'));
      const filters = page.getByRole('complementary', { name: 'Filters' });
      await expect(page.getByRole('button', { name: 'Filters' })).toBeHidden();

      await filters.getByRole('checkbox', { name: 'Hoodies' }).click();
      await expect(page).toHaveURL(storeUrl('acme', '/products?categories=hoodies'));
      const hoodies = await apiList(page, 'product_categories[]=17');
      await expect(page.getByText(`${hoodies.data.total} products`)).toBeVisible();
      expect(await cardNames(page)).toEqual(hoodies.data.data.map((product) => product.name));

      await filters.getByRole('checkbox', { name: 'Bella+Canvas' }).click();
      await expect(page).toHaveURL(
        storeUrl('acme', '/products?categories=hoodies&brands=Bella%2BCanvas'),
      );
      const both = await apiList(page, 'product_categories[]=17&brands[]=Bella%2BCanvas');
      await expect(page.getByText(`${both.data.total} products`)).toBeVisible();
      expect(await cardNames(page)).toEqual(both.data.data.map((product) => product.name));

      // Sub-categories sit 1.5rem (24 px) in from their parent.
      const apparel = (await filters.getByRole('checkbox', { name: 'Apparel' }).boundingBox())!;
      const tees = (await filters.getByRole('checkbox', { name: 'T-Shirts' }).boundingBox())!;
      expect(Math.round(tees.x - apparel.x)).toBe(24);

      // The accordion closes and opens a panel.
      const toggle = filters.getByRole('button', { name: 'Categories' });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(filters.getByRole('checkbox', { name: 'Hoodies' })).toBeHidden();
      await toggle.click();
      await expect(filters.getByRole('checkbox', { name: 'Hoodies' })).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(storeUrl('acme', '/products?categories=hoodies'));
      await expect(filters.getByRole('checkbox', { name: 'Bella+Canvas' })).not.toBeChecked();
    });

    test('lays out the store’s products per row from 1200 px', async ({ page }) => {
      await page.goto(storeUrl('acme', '/products'));
      const tops = await grid(page)
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
      expect(tops.filter((top) => top === tops[0])).toHaveLength(4); // acme: productsPerRow 4
      await page.setViewportSize({ width: 1000, height: 900 });
      const narrower = await grid(page)
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
      expect(narrower.filter((top) => top === narrower[0])).toHaveLength(3);
    });
  });

  test.describe('on a phone', () => {
    test.skip(({ page }) => !isPhone(page), 'the bottom sheet replaces the accordion under 768 px');

    test('filters in a bottom sheet: nothing changes until See Results; Clear Filters unticks', async ({
      page,
    }) => {
      await page.goto(storeUrl('acme', '/products?page=2'));
      await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
      await page.getByRole('button', { name: 'Filters' }).click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await expect(sheet).toBeVisible();
      // Measured once the sheet has slid in (its animation runs slower on a busy machine).
      const bottomEdge = async () => {
        const box = (await sheet.boundingBox())!;
        return Math.round(box.y + box.height);
      };
      await expect.poll(bottomEdge).toBe(page.viewportSize()!.height);

      await sheet.getByRole('checkbox', { name: 'Drinkware' }).click();
      await sheet.getByRole('checkbox', { name: 'Yeti' }).click();
      await expect(page).toHaveURL(storeUrl('acme', '/products?page=2'));
      await sheet.getByRole('button', { name: 'See Results' }).click();
      await expect(sheet).toBeHidden();
      await expect(page).toHaveURL(storeUrl('acme', '/products?categories=drinkware&brands=Yeti'));
      await expectEveryCard(page, /Yeti/);
      await expect(page.getByRole('button', { name: /Filters.*2 filters on/ })).toBeVisible();

      await page.getByRole('button', { name: /Filters/ }).click();
      await expect(sheet.getByRole('checkbox', { name: 'Drinkware' })).toBeChecked();
      await sheet.getByRole('button', { name: 'Clear Filters' }).click();
      await expect(sheet.getByRole('checkbox', { name: 'Drinkware' })).not.toBeChecked();
      await expect(page).toHaveURL(storeUrl('acme', '/products?categories=drinkware&brands=Yeti'));
      await sheet.getByRole('button', { name: 'See Results' }).click();
      await expect(page).toHaveURL(storeUrl('acme', '/products'));
      await expect(page.getByText('62 products')).toBeVisible();
    });

    test('shows two cards per row', async ({ page }) => {
      await page.goto(storeUrl('acme', '/products'));
      const tops = await grid(page)
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
      expect(tops.filter((top) => top === tops[0])).toHaveLength(2);
    });
  });

  test('passes axe', async ({ page }) => {
    await page.goto(storeUrl('acme', '/products'));
    await expectNoSeriousViolations(page);
  });
});

test.describe('product card', () => {
  test('shows 5 swatches in colour order then +N; a swatch shows its picture until clicked again', async ({
    page,
  }) => {
    await page.goto(storeUrl('acme', '/products?global_filter=classic%20cotton%20tee'));
    const card = grid(page).getByRole('listitem').filter({ hasText: 'Classic Cotton Tee' });
    const swatches = card.getByRole('group', { name: 'Colours' }).getByRole('button');
    expect(
      await swatches.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('title'))),
    ).toEqual(['Black', 'White', 'Gray', 'Forest', 'Navy']);
    await expect(card.getByText('+2')).toBeVisible();
    // Light swatches get a border, dark ones do not.
    await expect(card.locator('[title="White"] [data-bordered]')).toHaveCount(1);
    await expect(card.locator('[title="Black"] [data-bordered]')).toHaveCount(0);

    const picture = card.locator('img');
    await expect(picture).toHaveAttribute('src', /classic-cotton-tee\/black-front\.webp$/);
    const forest = card.getByRole('button', { name: 'Show Forest' });
    await forest.click();
    await expect(forest).toHaveAttribute('aria-pressed', 'true');
    await expect(picture).toHaveAttribute('src', /classic-cotton-tee\/forest-front\.webp$/);
    await forest.click();
    await expect(forest).toHaveAttribute('aria-pressed', 'false');
    await expect(picture).toHaveAttribute('src', /classic-cotton-tee\/black-front\.webp$/);

    // The chosen colour is the one the product page opens on.
    await forest.click();
    await card.getByRole('link').click();
    await expect(page).toHaveURL(storeUrl('acme', '/products/classic-cotton-tee'));
    await expect(page.getByRole('radio', { name: 'Forest' })).toBeChecked();
  });
});

test.describe('category page', () => {
  test('shows the category, its products and its sub-categories as the filter', async ({
    page,
  }) => {
    const response = await page.goto(storeUrl('acme', '/categories/apparel'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apparel');
    await expect(page).toHaveTitle('Apparel | Acme');
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Products' }),
    ).toHaveAttribute('href', '/products');
    const apparel = await apiList(page, 'product_category_id=11&rows=9');
    await expect(page.getByText(`${apparel.data.total} products`)).toBeVisible();
    expect(await cardNames(page)).toEqual(apparel.data.data.map((product) => product.name));
    await expect(page.getByTestId('page-report')).toHaveText(`1 of ${apparel.data.last_page}`);

    if (isPhone(page)) await page.getByRole('button', { name: 'Filters' }).click();
    const filters = isPhone(page)
      ? page.getByRole('dialog', { name: 'Filters' })
      : page.getByRole('complementary', { name: 'Filters' });
    expect(
      await filters
        .getByRole('checkbox')
        .evaluateAll((boxes) =>
          boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent),
        ),
    ).toEqual(['T-Shirts', 'Hoodies', 'Headwear']);
    await filters.getByRole('checkbox', { name: 'Headwear' }).click();
    if (isPhone(page)) await filters.getByRole('button', { name: 'See Results' }).click();
    await expect(page).toHaveURL(storeUrl('acme', '/categories/apparel?categories=headwear'));
    await expectEveryCard(page, /Cap|Beanie|Snapback/);
  });

  test.describe('an unknown category', () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('answers 404 with the not-found page', async ({ page }) => {
      const response = await page.goto(storeUrl('acme', '/categories/no-such-category'));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops!');
      await expect(page.getByText('There is nothing here')).toBeVisible();
    });
  });
});

test.describe('navbar search', () => {
  async function searchBox(page: Page) {
    await page.goto(storeUrl('acme', '/'));
    if (isPhone(page)) await page.getByRole('button', { name: 'Open search' }).click();
    // Typed before hydration, the text would be cleared by it.
    return hydrated(page.getByRole('combobox', { name: 'Search products' }));
  }

  test('lists matches as you type; the keyboard picks one, which opens it and clears the box', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/resources/product-search')) requests.push(request.url());
    });
    await page.clock.install();
    const box = await searchBox(page);
    // The page's clock stands still while typing, so only the 300 ms pause counts.
    await page.clock.pauseAt(Date.now() + 60_000);
    await box.pressSequentially('hoddie', { delay: 200 });
    await page.clock.runFor(299);
    expect(requests).toHaveLength(0);
    await page.clock.runFor(1);
    const results = page.getByRole('listbox', { name: 'Matching products' });
    await expect(results.getByRole('option').first()).toBeVisible();
    // One request once typing paused, for the whole word.
    expect(requests).toEqual([expect.stringMatching(/q=hoddie$/)]);
    const options = results.getByRole('option');
    expect(await options.count()).toBeLessThanOrEqual(10);
    await expect(options.first()).toContainText('Hoodie');
    await expect(box).toHaveAttribute('aria-expanded', 'true');

    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const chosen = (await options.first().textContent())!.replace(/\$.*$/, '');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen);
    expect(new URL(page.url()).pathname).toMatch(/^\/products\/[a-z0-9-]+$/);
    if (isPhone(page)) {
      await expect(page.getByRole('dialog', { name: 'Search products' })).toBeHidden();
    } else {
      await expect(box).toHaveValue('');
      await expect(results).toBeHidden();
    }
  });

  test('a click on a result opens it; blank text asks nothing and clears the list', async ({
    page,
  }) => {
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/resources/product-search')) requests++;
    });
    const box = await searchBox(page);
    await box.fill('yeti');
    const results = page.getByRole('listbox', { name: 'Matching products' });
    await expect(results.getByRole('option').first()).toContainText('Yeti');
    await box.fill('   ');
    await expect(results).toBeHidden();
    await page.waitForTimeout(500);
    expect(requests).toBe(1);

    await box.fill('tumbler');
    await results.getByRole('option', { name: /Eco Bamboo Tumbler/ }).click();
    await expect(page).toHaveURL(storeUrl('acme', '/products/eco-bamboo-tumbler'));
  });

  test.describe('when the search fails', () => {
    test.use({ allowedConsoleErrors: [/status of 500/] });

    test('the list stays empty and nothing is said', async ({ page }) => {
      const box = await searchBox(page);
      await box.fill('hoodie');
      const results = page.getByRole('listbox', { name: 'Matching products' });
      await expect(results.getByRole('option').first()).toBeVisible();
      await page.route('**/resources/product-search?*', (route) => route.fulfill({ status: 500 }));
      const failed = page.waitForResponse('**/resources/product-search?*');
      await box.fill('mug');
      expect((await failed).status()).toBe(500);
      await expect(results).toBeHidden();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });
});
