import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { openConsole } from './console';
import { expect, storeUrl, test } from './fixtures';
import { freshStore, type FreshStore } from './fresh-store';
import { addToCartButton, chooseColour, sizePicker } from './product-page';
import { api, mailedLink } from './store-api';

/** A refused kit link answers 404, which Chromium logs. */
test.use({ allowedConsoleErrors: [/status of 404/] });

const DAY_MS = 24 * 60 * 60 * 1000;
const REVOKED = 'This gift link was withdrawn by the company that sent it.';

/** 20 good recipients and one bad row (line 12: no e-mail), each with a personal note. */
function recipientsCsv(slug: string) {
  const rows = Array.from(
    { length: 20 },
    (_, i) => `Person ${i},person${i}@${slug}.test,Thanks for a great year ${i}!`,
  );
  rows.splice(10, 0, 'Nobody,not-an-email,');
  return ['name,email,note', ...rows].join('\n');
}

/** A call to the store's API as the page's server would make it (Node cannot resolve *.localhost). */
async function storeApi(
  request: APIRequestContext,
  store: FreshStore,
  method: string,
  path: string,
  data?: unknown,
) {
  const url = new URL(storeUrl(store.slug, `/api${path}`));
  return request.fetch(`http://127.0.0.1:${url.port}${url.pathname}`, {
    method,
    headers: { host: url.host },
    data,
  });
}

async function mailsTo(request: APIRequestContext, slug: string) {
  const response = await api(request, slug, '/dev/mailbox');
  return ((await response.json()) as { data: { to: string; subject: string; text: string }[] })
    .data;
}

async function chooseFirstSize(page: Page) {
  const first = sizePicker(page).locator('input').first();
  const size = await first.getAttribute('value');
  await sizePicker(page).locator('label').first().click();
  return size!;
}

test.describe('console: gifting campaigns', () => {
  test('an owner creates a campaign, sends 20 links, follows the funnel and reminders', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(300_000);
    const store = await freshStore(request, testInfo);
    await openConsole(page, store.slug, '/admin/campaigns', store.owner);
    await expect(page.getByRole('heading', { name: 'Gifting campaigns', level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);

    // The builder: a required tee and three picks in all.
    await page.getByRole('link', { name: 'New campaign' }).click();
    await page.getByLabel('Campaign name').fill('Year-end thanks');
    await page.getByLabel('Number of picks').fill('3');
    await page.getByLabel('Search products').fill('Team Tee');
    await page.getByRole('button', { name: 'Add Team Tee to the kit' }).click();
    await page.getByLabel('Search products').fill('Mug');
    await page.getByRole('button', { name: 'Add Ceramic Mug to the kit' }).click();
    const chosen = page.getByRole('list', { name: 'Products in the kit' });
    await chosen
      .getByRole('listitem')
      .filter({ hasText: 'Team Tee' })
      .getByLabel('Required')
      .check();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await expect(page).toHaveURL(/\/admin\/campaigns\/\d+\?tab=recipients$/, { timeout: 15_000 });
    const campaignPath = new URL(page.url()).pathname;

    // The CSV: a dry run names the bad row by its line first, then the 20 good ones are sent.
    await page.getByLabel('Recipients file (CSV)').setInputFiles({
      name: 'recipients.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(recipientsCsv(store.slug)),
    });
    await expect(page.getByTestId('dry-run-summary')).toHaveText(
      '20 recipients ready, 1 rows with problems.',
    );
    await expect(page.getByRole('list', { name: 'Rows with problems' })).toContainText('Line 12');
    await page.getByRole('button', { name: 'Send 20 links' }).click();
    await expect(page.getByText('20 links sent.')).toBeVisible({ timeout: 20_000 });
    await page.reload();
    await expect(page.getByTestId('recipient-row')).toHaveCount(20);
    await expectNoSeriousViolations(page);

    // A recipient opens the link from the dev mailbox, chooses, orders.
    const link = await mailedLink(request, store.slug, `person0@${store.slug}.test`, '/kit?token=');
    const recipientContext = await browser.newContext();
    const recipient = await recipientContext.newPage();
    await recipient.goto(link);
    await expect(
      recipient.getByRole('heading', { level: 1, name: 'Choose 3 products' }),
    ).toBeVisible();
    await recipient.getByRole('link', { name: 'Team Tee' }).first().click();
    await chooseColour(recipient, 'Black');
    const size = await chooseFirstSize(recipient);
    await addToCartButton(recipient).click();
    await expect(
      recipient.getByRole('heading', { level: 1, name: 'Choose 3 products' }),
    ).toBeVisible();
    await recipient.getByRole('link', { name: 'Continue to shipping' }).click();
    await recipient.getByLabel('Full name').fill('Person Zero');
    await recipient.getByLabel('Country').selectOption('US');
    await recipient.getByLabel('Address', { exact: true }).fill('1 Main St');
    await recipient.getByLabel('City').fill('Austin');
    await recipient.getByLabel('State / province').fill('TX');
    await recipient.getByLabel('Postal code').fill('78744');
    await recipient.getByRole('button', { name: 'Place Order' }).click();
    await expect(recipient).toHaveURL(/\/order-confirmation\//, { timeout: 20_000 });

    // The funnel counts the order; the demand table shows the chosen size.
    await page.goto(storeUrl(store.slug, `${campaignPath}?tab=funnel`));
    await expect(page.getByTestId('funnel-ordered')).toContainText('1');
    await expect(page.getByTestId('funnel-sent')).toContainText('20');
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'Demand' }).click();
    await expect(page.getByTestId('demand-row')).toContainText([`Team Tee`]);
    await expect(page.getByTestId('demand-row').first()).toContainText(size);

    // Another recipient's link is revoked and then refused with a clear message.
    await page.getByRole('link', { name: 'Recipients' }).click();
    await page.getByRole('button', { name: 'Revoke the link of Person 1', exact: true }).click();
    await expect(page.getByText('1 link changed.')).toBeVisible();
    const revoked = await mailedLink(
      request,
      store.slug,
      `person1@${store.slug}.test`,
      '/kit?token=',
    );
    await recipient.goto(revoked);
    await expect(recipient.getByText(REVOKED)).toBeVisible();
    await recipientContext.close();

    // The server's clock is one for every test: only the desktop run moves it, so the phone
    // run, at the same time on the same server, never makes links under a moved clock.
    if (testInfo.project.name !== 'desktop') return;
    // The clock moves to two days before expiry (links last 30 days): one reminder each for the
    // 18 still open, and running the job again sends none.
    const reminders = async () =>
      (await mailsTo(request, store.slug)).filter((m) => m.subject.startsWith('Reminder:')).length;
    expect(await reminders()).toBe(0);
    const moved = await storeApi(request, store, 'PUT', '/test/clock', { offset_ms: 28 * DAY_MS });
    expect(moved.status()).toBe(200);
    try {
      const [a, b] = await Promise.all([
        storeApi(request, store, 'POST', '/test/campaign-reminders'),
        storeApi(request, store, 'POST', '/test/campaign-reminders'),
      ]);
      expect([a.status(), b.status()]).toEqual([200, 200]);
      await expect.poll(reminders).toBe(18);
      await storeApi(request, store, 'POST', '/test/campaign-reminders');
      expect(await reminders()).toBe(18);
    } finally {
      await storeApi(request, store, 'PUT', '/test/clock', { offset_ms: 0 });
    }
  });
});
