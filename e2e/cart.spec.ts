import { addToCart } from './product-page';
import { expect, test } from './fixtures';

test('an empty cart says so and leads back to the products', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await page.getByRole('link', { name: 'Browse products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('a cart from two warehouses shows parcels; quantity and removal update the summary', async ({
  page,
}) => {
  await addToCart(page, 'classic-cotton-tee');
  await addToCart(page, 'yeti-rambler-20-oz');
  await page.goto('/cart');

  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await expect(page.getByText('Shipping 2 items')).toBeVisible();
  const east = page.getByRole('region', { name: /Parcel 1/ });
  const west = page.getByRole('region', { name: /Parcel 2/ });
  await expect(east).toContainText('East Coast Warehouse');
  await expect(east).toContainText('Classic Cotton Tee');
  await expect(west).toContainText('West Coast Warehouse');
  await expect(page.locator('[data-testid=cart-badge]:visible')).toHaveText('2');
  await expect(page.getByTestId('cart-gift-card')).toHaveText('$0.00');

  await east.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByText('Shipping 3 items')).toBeVisible();
  await expect(east.getByText('$36.00')).toBeVisible();

  // Removal asks first; Cancel keeps the line.
  await west.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Remove' });
  await expect(dialog).toContainText('Are you sure you want to remove this item from the cart?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(west).toBeVisible();

  await west.getByRole('button', { name: 'Remove' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  // One warehouse left: a flat list without parcel headings.
  await expect(page.getByRole('region', { name: /Parcel/ })).toHaveCount(0);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$36.00');
  await expect(page.getByTestId('cart-total')).toHaveText('$36.00');
  await expect(page.locator('[data-testid=cart-badge]:visible')).toHaveText('2');
  await expect(page.getByRole('link', { name: 'Check Out' })).toHaveAttribute('href', '/checkout');
});
