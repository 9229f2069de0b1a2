import { expectNoSeriousViolations } from './axe';
import { consoleNav, openConsole, shot } from './console';
import { expect, storeUrl, test } from './fixtures';
import { freshStore } from './fresh-store';
import { mailsTo, shopperApi, signIn } from './shopper-api';
import { signedInShopper } from './store-api';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('the owner answers a shopper’s message about an order, then blocks and unblocks them', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const store = await freshStore(request, testInfo);
  const shopperPage = await (await browser.newContext()).newPage();
  const email = await signedInShopper(shopperPage, request, testInfo, store.slug);
  const shopper = await shopperApi(request, store, email);
  await shopper.addOne('team-tee');
  const { uuid } = await shopper.place();
  const number = `#${uuid.slice(0, 8)}`;
  const message = `The print on my tee is crooked (${testInfo.project.name}).`;

  // The shopper writes about the order, with a picture.
  await shopperPage.goto(storeUrl(store.slug, '/contact'));
  await shopperPage.getByLabel('First name').fill('Jamie');
  await shopperPage.getByLabel('Last name').fill('Rivera');
  await shopperPage.getByLabel('Email address').fill(email);
  await shopperPage.getByLabel('Order ID').fill(uuid);
  await shopperPage.getByLabel('Message').fill(message);
  await shopperPage
    .locator('input[type="file"]')
    .setInputFiles({ name: 'crooked.png', mimeType: 'image/png', buffer: PNG });
  await shopperPage.getByRole('button', { name: 'Send' }).click();
  await expect(shopperPage.getByText('Contact submission successful!')).toBeVisible({
    timeout: 30_000,
  });

  // The inbox: one open message, linked to the order.
  await openConsole(page, store.slug, '/admin/inbox', store.owner);
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await expect(page.getByTestId('inbox-open-count')).toHaveText('1');
  const item = page.getByTestId('inbox-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(message);
  await expect(item).toContainText(`Order ${number}`);
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'inbox');
  await item.getByRole('link', { name: /Jamie Rivera/ }).click();
  await expect(page.getByRole('heading', { name: 'Message from Jamie Rivera' })).toBeVisible();
  await expect(page.getByTestId('thread-order').getByRole('link', { name: number })).toBeVisible();
  const picture = page.getByRole('img', { name: 'Picture sent by Jamie Rivera' });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // The picture is the team's only: the shopper's browser is refused it.
  const src = (await picture.getAttribute('src'))!;
  const refused = await shopperPage.goto(storeUrl(store.slug, src));
  expect(refused!.status()).toBeGreaterThanOrEqual(400);

  // An empty reply is refused beside the field; a real one is mailed and kept.
  const reply = page.getByLabel(`Reply to ${email}`);
  await reply.fill('   ');
  await reply.blur();
  await expect(page.getByText('Write a reply.')).toBeVisible();
  const answer = 'Sorry about that! A new tee is on its way.';
  await reply.fill(answer);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Your reply was sent.')).toBeVisible();
  await expect(page.getByTestId('contact-reply')).toContainText(answer);
  await expect(page.getByTestId('contact-reply')).toContainText(store.owner.email);
  await expect
    .poll(async () =>
      (await mailsTo(request, store.slug, email)).some(
        (m) =>
          m.subject === `Your message to Test ${store.slug.slice(2)}` && m.text.includes(answer),
      ),
    )
    .toBe(true);
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'thread');

  // Handled: the badge changes and the open count is none.
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByTestId('thread-status')).toContainText('Handled by');
  await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();

  // The order page lists the message and links back to the thread.
  await page.getByTestId('thread-order').getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { name: `Order ${number}`, level: 1 })).toBeVisible();
  const messages = page.getByTestId('order-messages');
  await expect(messages).toContainText(message);
  await messages.getByRole('link', { name: 'From Jamie Rivera' }).click();
  await expect(page.getByRole('heading', { name: 'Message from Jamie Rivera' })).toBeVisible();

  // Customers: found by e-mail, with the order and spend; blocked and unblocked.
  await (await consoleNav(page)).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  await page.getByRole('button', { name: 'Apply' }).click();
  const row = page.getByTestId('console-customer');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('1 order');
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'customers');
  await row.getByRole('link', { name: 'Jamie Rivera' }).click();
  await expect(page.getByRole('heading', { name: 'Jamie Rivera', level: 1 })).toBeVisible();
  await expect(
    page.getByTestId('customer-order').getByRole('link', { name: number }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Block' }).click();
  const confirm = page.getByRole('dialog', { name: 'Block this customer?' });
  await expect(confirm).toContainText(email);
  await expectNoSeriousViolations(page);
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText('The customer is blocked.')).toBeVisible();
  await expect(page.getByTestId('customer-badges')).toContainText('Blocked');
  await shot(page, testInfo, 'customer');
  expect((await signIn(request, store, email)).status()).toBe(403);

  await page.getByRole('button', { name: 'Unblock' }).click();
  await page
    .getByRole('dialog', { name: 'Unblock this customer?' })
    .getByRole('button', { name: 'Unblock' })
    .click();
  await expect(page.getByText('The customer is unblocked.')).toBeVisible();
  await expect(page.getByTestId('customer-badges')).not.toContainText('Blocked');
  expect((await signIn(request, store, email)).status()).toBe(200);
});
