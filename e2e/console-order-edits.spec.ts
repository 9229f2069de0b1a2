import { expectNoSeriousViolations } from './axe';
import { openConsole, shot } from './console';
import { expect, storeUrl, test } from './fixtures';
import { freshStore } from './fresh-store';
import { ADDRESS, CARD, shopperApi, type Product } from './shopper-api';
import { mailedLink, signedInShopper } from './store-api';

/** A colour with two sizes at one price and stock enough: the one ordered and the one swapped to. */
function twoSizes(product: Product) {
  for (const variant of product.product_variants) {
    const sizes = variant.product_variant_sizes.filter((s) => s.quantity >= 3);
    for (const a of sizes) {
      const b = sizes.find((s) => s.id !== a.id && s.price === a.price);
      if (b) return { variant, ordered: a, swapped: b };
    }
  }
  throw new Error(`Product ${product.id} has no two sizes at one price in stock.`);
}

test('an owner edits an order, drafts one the shopper pays by link, and ships a kit to many', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(420_000);
  const store = await freshStore(request, testInfo);
  const shopperPage = await (await browser.newContext()).newPage();
  const email = await signedInShopper(shopperPage, request, testInfo, store.slug);
  const shopper = await shopperApi(request, store, email);
  const tee = await shopper.product('team-tee');
  const mug = await shopper.product('ceramic-mug');
  const { variant, ordered, swapped } = twoSizes(tee);
  await shopper.add({
    product_id: tee.id,
    product_variant_id: variant.id,
    product_size_id: ordered.id,
    quantity: 2,
  });
  const mugVariant = mug.product_variants.find((v) =>
    v.product_variant_sizes.some((s) => s.quantity >= 2),
  )!;
  await shopper.add({
    product_id: mug.id,
    product_variant_id: mugVariant.id,
    product_size_id: mugVariant.product_variant_sizes.find((s) => s.quantity >= 2)!.id,
    quantity: 1,
  });
  const { uuid } = await shopper.place();

  // Edit the order: swap the tee's size (same price: nothing to refund), then remove the mug.
  await openConsole(page, store.slug, '/admin/orders', store.owner);
  await page.getByRole('link', { name: `#${uuid.slice(0, 8)}` }).click();
  await page.getByRole('button', { name: 'Edit order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit order' });
  await dialog.getByRole('button', { name: `Edit Team Tee ${ordered.size}` }).click();
  await dialog.getByLabel('New size').selectOption(String(swapped.id));
  await dialog.getByLabel(/^Reason/).fill('The customer asked for another size');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByTestId('edit-refund')).toHaveText('$0.00');
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'edit-swap');
  await dialog.getByRole('button', { name: 'Confirm edit' }).click();
  await expect(page.getByText('Order edited; $0.00 refunded.')).toBeVisible();
  await expect(page.getByText(`${swapped.size} · × 2`)).toBeVisible();

  await page.getByRole('button', { name: 'Edit order' }).click();
  await dialog.getByRole('button', { name: /^Edit Ceramic Mug/ }).click();
  await dialog.getByLabel('Remove the line').check();
  await dialog.getByLabel(/^Reason/).fill('Out of the budget');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const refund = (await dialog.getByTestId('edit-refund').textContent())!;
  expect(refund).not.toBe('$0.00');
  await shot(page, testInfo, 'edit-remove');
  await dialog.getByRole('button', { name: 'Confirm edit' }).click();
  await expect(page.getByText(`Order edited; ${refund} refunded.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Refunds' })).toContainText(refund);
  await expect(page.getByText('Ceramic Mug', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/Order edited: Removed 1 × Ceramic Mug/)).toBeVisible();
  await shot(page, testInfo, 'edited-order');

  // A draft order for someone, paid by them through the mailed link.
  const customer = `robin-${Date.now()}-${testInfo.project.name}@example.test`;
  await page.goto(storeUrl(store.slug, '/admin/orders/new'));
  await page.getByLabel('Name', { exact: true }).fill('Robin Park');
  await page.getByLabel('E-mail', { exact: true }).fill(customer);
  await page.getByRole('searchbox', { name: 'Search products' }).fill('Team');
  await page.getByRole('button', { name: 'Search products' }).click();
  await page.getByRole('button', { name: 'Team Tee', exact: true }).click();
  await expect(page.getByTestId('draft-picker')).toBeVisible();
  await page.getByRole('button', { name: 'Add to the order' }).click();
  await expect(page.getByTestId('draft-lines').getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Address', { exact: true }).fill(ADDRESS.line1);
  await page.getByLabel('City').fill(ADDRESS.city);
  await page.getByLabel('State / province').fill(ADDRESS.region);
  await page.getByLabel('Postal code').fill(ADDRESS.postal_code);
  await page.getByRole('button', { name: 'Update totals' }).click();
  await expect(page.getByTestId('draft-total')).toHaveText(/^\$\d+\.\d\d$/);
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'draft');
  await page.getByRole('button', { name: 'Send payment link' }).click();
  await expect(page.getByTestId('draft-done')).toContainText(customer);

  await shopperPage.goto(await mailedLink(request, store.slug, customer, '/pay/'));
  await expect(shopperPage.getByRole('heading', { name: 'Your order' })).toBeVisible();
  await expectNoSeriousViolations(shopperPage);
  await shopperPage.getByLabel('Card number').fill(CARD.card_number);
  await shopperPage.getByLabel('Expiry (MM/YY)').fill(CARD.exp);
  await shopperPage.getByLabel('CVC').fill(CARD.cvc);
  await shopperPage.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(shopperPage.getByText(/Thank you! Your order is paid/)).toBeVisible({
    timeout: 15_000,
  });
  await shot(shopperPage, testInfo, 'paid-link');

  // A bulk order: one mug each for two people, checked first, then placed.
  await page.goto(storeUrl(store.slug, '/admin/orders/bulk'));
  await page.getByRole('searchbox', { name: 'Search products' }).fill('Mug');
  await page.getByRole('button', { name: 'Search products' }).click();
  await page.getByRole('button', { name: 'Ceramic Mug', exact: true }).click();
  await page.getByRole('button', { name: 'Add to the order' }).click();
  const stamp = `${Date.now()}-${testInfo.project.name}`;
  const csv = [
    'name,email,line1,city,region,postal_code,country',
    `Ada Lane,ada-${stamp}@example.test,1 Main St,Boston,MA,02110,US`,
    `Ben Moss,ben-${stamp}@example.test,2 Main St,Boston,MA,02110,US`,
  ].join('\n');
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check the file (dry run)' }).click();
  await expect(page.getByTestId('bulk-report')).toContainText('2 recipients');
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'bulk-check');
  await page.getByRole('button', { name: 'Place 2 orders' }).click();
  await expect(page.getByTestId('bulk-done')).toContainText('2 orders placed');
  await shot(page, testInfo, 'bulk-done');
});
