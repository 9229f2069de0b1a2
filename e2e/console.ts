import { expect, type Page } from '@playwright/test';
import { storeUrl } from './fixtures';

/** The seeded owners of docs/demo-stores.md. */
export const OWNERS: Record<string, { email: string; password: string }> = {
  acme: { email: 'owner@acme.test', password: 'Acme-Owner-2026!' },
  globex: { email: 'owner@globex.test', password: 'Globex-Owner-2026!' },
  initech: { email: 'owner@initech.test', password: 'Initech-Owner-2026!' },
};

/**
 * Opens `path` of the console as a visitor would: the console sends to the store's login, which
 * comes back after signing in with the given account (the store's seeded owner by default).
 */
export async function openConsole(
  page: Page,
  slug: string,
  path = '/admin',
  account = OWNERS[slug]!,
): Promise<void> {
  await page.goto(storeUrl(slug, path));
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(storeUrl(slug, path), { timeout: 15_000 });
}

/** The console's navigation: the sidebar on a desktop, the sheet behind the menu button on a phone. */
export async function consoleNav(page: Page) {
  const menuButton = page.getByRole('button', { name: 'Open the console menu' });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    return page.getByRole('dialog', { name: 'Console navigation' });
  }
  return page.getByRole('navigation', { name: 'Console navigation' });
}
