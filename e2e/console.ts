import { expect, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { storeUrl } from './fixtures';

/** The seeded owners of docs/demo-stores.md. */
export const OWNERS: Record<string, { email: string; password: string }> = {
  acme: { email: 'owner@acme.test', password: 'Acme-Owner-2026!' },
  globex: { email: 'owner@globex.test', password: 'Globex-Owner-2026!' },
  initech: { email: 'owner@initech.test', password: 'Initech-Owner-2026!' },
};

/**
 * Opens `path` of the console as a visitor would: the console sends to the store's login, which
 * comes back after signing in with the given account (the store's seeded owner by default), on
 * the test server or on a server the test started itself (`port`).
 */
export async function openConsole(
  page: Page,
  slug: string,
  path = '/admin',
  account = OWNERS[slug]!,
  port?: number,
): Promise<void> {
  await page.goto(storeUrl(slug, path, port));
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(storeUrl(slug, path, port), { timeout: 15_000 });
}

/** The console's navigation: the sidebar on a desktop, the sheet behind the menu button on a phone. */
export async function consoleNav(page: Page) {
  const menuButton = page.getByRole('button', { name: 'Open the console menu' });
  const sidebar = page.getByRole('navigation', { name: 'Console navigation' });
  // Either shows once the console has rendered; asked before, neither does, and a phone would
  // then wait for a sidebar it never shows.
  await expect
    .poll(async () => (await menuButton.isVisible()) || (await sidebar.isVisible()))
    .toBe(true);
  if (await menuButton.isVisible()) {
    await menuButton.click();
    return page.getByRole('dialog', { name: 'Console navigation' });
  }
  return sidebar;
}

/** The operator the server seeds under NODE_ENV=test (apps/server/src/db/seed/test-operator.ts). */
export const OPERATOR = { email: 'operator@platform.test', password: 'Operator-Test-2026!' };
/** The password invited owners and staff choose. */
export const TEAM_PASSWORD = 'Team-Member-2026!';
/** Waits for work the server does on a loaded machine (hashing, mail, pictures). */
export const SERVER_WORK = { timeout: 15_000 };

export const platformUrl = (path = '/') =>
  `http://admin.localhost:${process.env.E2E_PORT ?? 3100}${path}`;

/** Signs in on the platform host, from its home, and waits for the list of stores. */
export async function signInAsOperator(page: Page): Promise<void> {
  await page.goto(platformUrl('/'));
  await expect(page).toHaveURL(platformUrl('/operator/login'));
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page);
  await page.getByLabel('E-mail').fill(OPERATOR.email);
  await page.getByLabel('Password').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Stores' })).toBeVisible(SERVER_WORK);
  await expect(page.getByRole('row', { name: /Acme/ })).toContainText('acme.localhost');
  await page.waitForLoadState('networkidle');
}

/** Opens the invitation mailed to `email` from the store's dev mailbox and sets a password. */
export async function acceptInvitation(page: Page, slug: string, email: string): Promise<void> {
  await page.goto(storeUrl(slug, '/dev/mailbox'));
  const mail = page
    .getByRole('article')
    .filter({ hasText: email })
    .filter({ hasText: 'You are invited' })
    .first();
  await mail.getByRole('link', { name: /\/accept-invite\?token=/ }).click();
  await expect(page.getByRole('heading', { name: /^Join / })).toBeVisible();
  // Typed before hydration, the controlled fields would be emptied by it.
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page);
  await page.getByLabel('New password', { exact: true }).fill(TEAM_PASSWORD);
  await page.getByLabel('Confirm new password').fill(TEAM_PASSWORD);
  await page.getByRole('button', { name: 'Set password and open the console' }).click();
  await expect(page).toHaveURL(storeUrl(slug, '/admin'), SERVER_WORK);
}

/** A full-page screenshot beside the test's results, to look at. */
export async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}
