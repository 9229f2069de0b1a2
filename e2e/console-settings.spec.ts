import type { Page, TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { consoleNav, openConsole, SERVER_WORK } from './console';
import { expect, storeUrl, test } from './fixtures';
import { ownerApi, type OwnerApi } from './owner-api';

/**
 * Each project edits its own store (not the one preview.spec.ts previews in the same project),
 * so parallel runs never overwrite each other's settings or draft.
 */
// The tests of one project share its store: one at a time.
test.describe.configure({ mode: 'serial' });

const storeOf = (testInfo: TestInfo) => (testInfo.project.name === 'phone' ? 'acme' : 'initech');
const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

type Settings = Record<string, unknown> & { has_password?: boolean };

async function savedSettings(owner: OwnerApi): Promise<Settings> {
  const answer = (await owner.call('GET', `/storefronts/${owner.storeId}/settings`)) as {
    data: Settings;
  };
  return answer.data;
}

/** Puts settings back as they were (the password untouched). */
async function restoreSettings(owner: OwnerApi, settings: Settings) {
  const { has_password: _hasPassword, ...body } = settings;
  await owner.call('PUT', `/storefronts/${owner.storeId}/settings`, {
    ...body,
    password_action: 'keep',
  });
}

/** The store's main navigation: the desktop bar, or on a phone the menu panel it opens. */
async function mainNavigation(page: Page, phone: boolean) {
  if (!phone) return page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation');
}

test.describe('console: store settings', () => {
  // Both tests save the same seeded store's settings: in parallel, one's save would undo the other's.
  test.describe.configure({ mode: 'serial' });
  test('the owner renames the store, changes its status and sees the store change', async ({
    page,
    request,
  }, testInfo) => {
    const slug = storeOf(testInfo);
    const owner = await ownerApi(request, slug);
    const before = await savedSettings(owner);
    const name = `Renamed ${testInfo.project.name}`;
    try {
      await openConsole(page, slug, '/admin/settings');
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
      // Typed before hydration, the fields would be reset by it (and the form posted without it).
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: testInfo.outputPath('settings.png'), fullPage: true });

      // A bad value is refused beside its field, and nothing is sent.
      await page.getByLabel('Store name').fill(' ');
      await page.getByLabel('Contact e-mail 1', { exact: true }).fill('not-an-email');
      await page.getByLabel('Products per row').fill('0');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Enter the store’s name.')).toBeVisible();
      await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
      await expect(page.getByLabel('Products per row')).toHaveAttribute('aria-invalid', 'true');
      await page.screenshot({ path: testInfo.outputPath('settings-errors.png'), fullPage: true });
      expect((await savedSettings(owner)).name).toBe(before.name);

      await page.getByLabel('Store name').fill(name);
      await page.getByLabel('Contact e-mail 1', { exact: true }).fill(`help@${slug}.test`);
      await page.getByRole('button', { name: 'Add an e-mail' }).click();
      await page
        .getByRole('textbox', { name: /^Contact e-mail \d+$/ })
        .last()
        .fill(`sales@${slug}.test`);
      await page.getByLabel('Products per row').fill('3');
      await page.getByRole('radio', { name: /^Draft/ }).check();
      await expect(page.getByText('You have unsaved changes.')).toBeVisible();
      await page.getByRole('button', { name: 'Save settings' }).click();
      // Saving waits for the server, which a busy CI machine can keep for seconds.
      await expect(page.getByText('Settings saved. The store shows them now.')).toBeVisible(
        SERVER_WORK,
      );
      await expect(page.getByLabel('Store name')).toHaveValue(name);

      await page.goto(storeUrl(slug, '/terms-and-conditions'));
      await expect(page).toHaveTitle(new RegExp(name));
      await expect(page.getByText('Store is in Draft mode!')).toBeVisible();
      await expect(page.getByRole('link', { name: `sales@${slug}.test` })).toBeVisible();
    } finally {
      await restoreSettings(owner, before);
    }
  });

  test('a private-store password is set, never shown, and removed', async ({
    page,
    request,
  }, testInfo) => {
    const slug = storeOf(testInfo);
    const owner = await ownerApi(request, slug);
    const before = await savedSettings(owner);
    try {
      await openConsole(page, slug, '/admin/settings');
      await page.getByLabel('Private store').check();
      await page.getByRole('radio', { name: 'Set a password' }).check();
      await page.getByLabel('New password').fill('Secret-Store-1');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('A password is set. It is never shown')).toBeVisible();
      await expect(page.getByLabel('New password')).toBeHidden();
      expect(await page.content()).not.toContain('Secret-Store-1');
      expect((await savedSettings(owner)).has_password).toBe(true);

      await page.getByRole('radio', { name: 'Remove it' }).check();
      await page.getByLabel('Private store').uncheck();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Settings saved. The store shows them now.')).toBeVisible();
      expect((await savedSettings(owner)).has_password).toBe(false);
      await page.getByLabel('Private store').check();
      await expect(page.getByText('No password is set.')).toBeVisible();
    } finally {
      await restoreSettings(owner, before);
    }
  });
});

test.describe('console: menu editor', () => {
  test.afterEach(async ({ request }, testInfo) => {
    const owner = await ownerApi(request, storeOf(testInfo));
    await owner.call('DELETE', `/storefronts/${owner.storeId}/preview`);
  });

  /** Adds an entry at the end and fills it in. */
  async function addEntry(page: Page, label: string, kind: string, target: string) {
    await page.getByRole('button', { name: 'Add an entry' }).click();
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByLabel('Label') })
      .last();
    await row.getByLabel('Label').fill(label);
    await row.getByLabel('Leads to').selectOption({ label: kind });
    if (kind === 'Custom link') await row.getByLabel('Address').fill(target);
    else await row.getByLabel(kind, { exact: true }).selectOption(target);
  }

  async function clearMenu(page: Page) {
    // The editor first: after signing in the address may change before the page has rendered,
    // and a menu not yet shown has no rows to remove (the old ones then stayed).
    await expect(page.getByRole('button', { name: 'Add an entry' })).toBeVisible();
    // Server-rendered rows are there before the editor's script: clicks then do nothing.
    await page.waitForLoadState('networkidle');
    for (;;) {
      const remove = page.getByRole('button', { name: /^Remove / });
      if (!(await remove.count())) break;
      await remove.first().click();
    }
  }

  async function expectMenuInPreview(page: Page, testInfo: TestInfo) {
    await page.goto(storeUrl(storeOf(testInfo), '/?preview=1'));
    const nav = await mainNavigation(page, isPhone(testInfo));
    await expect(nav.getByRole('link', { name: 'Shop', exact: true })).toHaveAttribute(
      'href',
      '/categories/apparel',
    );
    await nav.getByRole('button', { name: 'Show Shop submenu' }).click();
    await expect(nav.getByRole('link', { name: 'Mugs', exact: true })).toHaveAttribute(
      'href',
      '/categories/drinkware',
    );
    await expect(nav.getByRole('link', { name: /^Blog/ })).toHaveAttribute(
      'href',
      'https://blog.example.com',
    );
    await page.screenshot({ path: testInfo.outputPath('menu-preview.png') });
  }

  test('build a menu with a nested category and a custom link by mouse', async ({
    page,
  }, testInfo) => {
    await openConsole(page, storeOf(testInfo), '/admin/menu');
    await clearMenu(page);
    await addEntry(page, 'Shop', 'Category', 'apparel');
    await addEntry(page, 'Blog', 'Custom link', 'blog.example.com');
    await addEntry(page, 'Mugs', 'Category', 'drinkware');

    // Drag "Mugs" above "Blog" and one level to the right: it nests under "Shop".
    const handle = page.getByRole('button', { name: 'Drag Mugs' });
    const target = page.getByRole('button', { name: 'Drag Blog' });
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 10, from.y - 10, { steps: 4 });
    await page.mouse.move(to.x + from.width / 2 + 40, to.y + 4, { steps: 12 });
    await page.mouse.up();
    await expect(page.getByRole('listitem', { name: 'Mugs, position 2, level 2' })).toBeVisible();

    await page.getByRole('radio', { name: 'Centred' }).check();

    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('menu-editor.png'), fullPage: true });
    await page.getByRole('button', { name: 'Save to draft' }).click();
    await expect(page.getByText('Saved to the draft.')).toBeVisible();
    await expectMenuInPreview(page, testInfo);
    if (!isPhone(testInfo)) {
      // A centred logo centres the menu bar under it.
      await expect(
        page.getByRole('navigation', { name: 'Main navigation' }).getByRole('list').first(),
      ).toHaveClass(/justify-center/);
    }
  });

  test('build the same menu by keyboard alone', async ({ page }, testInfo) => {
    await openConsole(page, storeOf(testInfo), '/admin/menu');
    await clearMenu(page);
    await addEntry(page, 'Blog', 'Custom link', 'blog.example.com');
    await addEntry(page, 'Shop', 'Category', 'apparel');
    await addEntry(page, 'Mugs', 'Category', 'drinkware');

    // Drag by keyboard: pick "Shop" up, move it up one place, drop it.
    await page.getByRole('button', { name: 'Drag Shop' }).focus();
    const dragAnnouncements = page.locator('[id^="DndLiveRegion"]');
    await page.keyboard.press('Space');
    await expect(dragAnnouncements).toHaveText(/Picked up Shop\.|Shop is over position 2\./);
    // The sensor listens from the next frame on; a key pressed before that is not seen.
    await expect(async () => {
      await page.keyboard.press('ArrowUp');
      await expect(dragAnnouncements).toHaveText('Shop is over position 1.', { timeout: 1000 });
    }).toPass();
    await page.keyboard.press('Space');
    await expect(dragAnnouncements).toHaveText('Shop dropped.');
    await expect(page.getByRole('listitem', { name: 'Shop, position 1, level 1' })).toBeVisible();

    // The buttons: "Mugs" up above "Blog", then nested under "Shop"; each move is announced.
    await page.getByRole('button', { name: 'Move Mugs up' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Nest Mugs under the entry above' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Mugs is now at' })).toHaveText(
      'Mugs is now at position 2, level 2.',
    );
    await page.getByRole('button', { name: 'Save to draft' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Saved to the draft.')).toBeVisible();
    await expectMenuInPreview(page, testInfo);
  });

  test('an entry without a label or target is not saved', async ({ page }, testInfo) => {
    await openConsole(page, storeOf(testInfo), '/admin/menu');
    await page.getByRole('button', { name: 'Add an entry' }).click();
    await page.getByRole('button', { name: 'Save to draft' }).click();
    await expect(page.getByText('Enter a label.')).toBeVisible();
    await expect(page.getByText('Enter an address.')).toBeVisible();
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();

    // Leaving with unsaved changes asks first; staying keeps them.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await (await consoleNav(page)).getByRole('link', { name: 'Settings', exact: true }).click();
    expect(await asked).toBe('You have unsaved changes. Leave this page and lose them?');
    await expect(page).toHaveURL(/\/admin\/menu$/);
  });
});

type Draft = { data: { draft: { settings: Record<string, unknown> }; revision: number } };

/** Publishes the store's draft as its owner. */
async function publish(owner: OwnerApi) {
  const { data } = (await owner.call('GET', `/storefronts/${owner.storeId}/draft`)) as Draft;
  await owner.call('POST', `/storefronts/${owner.storeId}/publish`, { revision: data.revision });
}

test.describe('console: legal pages', () => {
  let liveLegal: unknown;
  test.beforeEach(async ({ request }, testInfo) => {
    const owner = await ownerApi(request, storeOf(testInfo));
    const { data } = (await owner.call('GET', `/storefronts/${owner.storeId}/draft`)) as Draft;
    liveLegal = data.draft.settings.legal;
  });
  // The published legal pages go back to what they were.
  test.afterEach(async ({ request }, testInfo) => {
    const owner = await ownerApi(request, storeOf(testInfo));
    const { data } = (await owner.call('GET', `/storefronts/${owner.storeId}/draft`)) as Draft;
    await owner.call('PUT', `/storefronts/${owner.storeId}/preview`, {
      ...data.draft,
      settings: { ...data.draft.settings, legal: liveLegal },
    });
    await publish(owner);
  });

  test('a German privacy addition shows on the German privacy policy', async ({
    page,
    request,
  }, testInfo) => {
    const slug = storeOf(testInfo);
    await openConsole(page, slug, '/admin/legal');
    const privacy = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Privacy policy' }) });
    await privacy.getByRole('tab', { name: 'German' }).click();
    await privacy
      .getByLabel('Your addition to the privacy policy (German)')
      .fill('Wir speichern Bestellungen zehn Jahre.\n\nFragen beantwortet unser Datenschutzteam.');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('legal.png'), fullPage: true });
    await page.getByRole('button', { name: 'Save to draft' }).click();
    await expect(page.getByText('Saved to the draft.')).toBeVisible();

    await page.goto(storeUrl(slug, '/privacy-policy?preview=1'));
    // English has no addition: nothing extra shows.
    await expect(page.getByText('Wir speichern Bestellungen')).toHaveCount(0);
    // The shopper's language choice (the cookie the language switcher sets).
    await page.context().addCookies([{ name: 'lang', value: 'de', url: storeUrl(slug) }]);
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Datenschutzerklärung', level: 1 }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: /^Ergänzende Bestimmungen von / }),
    ).toBeVisible();
    await expect(page.getByText('Wir speichern Bestellungen zehn Jahre.')).toBeVisible();
    await expect(page.getByText('Fragen beantwortet unser Datenschutzteam.')).toBeVisible();
    await page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: /^Ergänzende Bestimmungen/ }) })
      .screenshot({ path: testInfo.outputPath('privacy-de.png') });

    // Published, every German shopper sees it.
    await publish(await ownerApi(request, slug));
    await page.goto(storeUrl(slug, '/privacy-policy'));
    await expect(page.getByText('Wir speichern Bestellungen zehn Jahre.')).toBeVisible();
  });
});
