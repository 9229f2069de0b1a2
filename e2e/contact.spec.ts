import type { Page, TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { api } from './store-api';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const NOT_AN_IMAGE = Buffer.from('Meeting notes: this is plain text, not a picture.\n');
const TYPE_MESSAGE = 'Invalid file type, allowed file types: JPEG, PNG, WebP, GIF.';

type MailboxMail = {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string }[];
};

/** A message no other test (or project) sends, to find its mail in the shared mailbox. */
const uniqueMessage = (testInfo: TestInfo) =>
  `My order arrived damaged (${testInfo.project.name}-${Date.now()}).`;

async function fillForm(page: Page, message: string) {
  await page.getByLabel('First name').fill('Alex');
  await page.getByLabel('Last name').fill('Morgan');
  await page.getByLabel('Email address').fill('alex@acme.test');
  if (message) await page.getByLabel('Message').fill(message);
}

/** Records every contact submission the page sends. */
function watchSubmissions(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/storefronts\/\d+\/contact$/.test(request.url()))
      sent.push(request.url());
  });
  return sent;
}

const imageInput = (page: Page) => page.locator('input[type="file"]');

/** The contact page, hydrated: typed or picked before hydration, the form's fields are reset by it. */
async function openContact(page: Page, path = '/contact') {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

test('a message with an image reaches the store, image attached', async ({
  page,
  request,
}, testInfo) => {
  test.slow(); // the mail is polled after the bot check and upload, on a busy machine
  const message = uniqueMessage(testInfo);
  await openContact(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByPlaceholder('Your message...')).toHaveAttribute('rows', '5');
  await fillForm(page, message);
  const name = 'photo-of-the-parcel-as-it-arrived-on-the-doorstep.png';
  await imageInput(page).setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: `Preview of ${name}` })).toBeVisible();
  // A long file name is cut short, it never widens the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Contact submission successful!')).toBeVisible({ timeout: 20_000 });
  // The form is emptied and the image removed.
  await expect(page.getByLabel('Message')).toHaveValue('');
  await expect(page.getByLabel('First name')).toHaveValue('');
  await expect(page.getByRole('img', { name: `Preview of ${name}` })).toHaveCount(0);
  await expect(page.getByText('Drop or select an image')).toBeVisible();

  await expect
    .poll(async () => {
      const { data } = (await (await api(request, 'acme', '/dev/mailbox')).json()) as {
        data: MailboxMail[];
      };
      const mail = data.find((m) => m.text.includes(message));
      return mail && { to: mail.to, subject: mail.subject, attachments: mail.attachments };
    })
    .toEqual({
      to: 'support@acme.test, orders@acme.test',
      subject: 'Contact form: Alex Morgan',
      attachments: [{ filename: 'contact-image.png' }],
    });
});

test('an image over 10 MB is refused in the page and never sent', async ({ page }) => {
  const sent = watchSubmissions(page);
  await openContact(page);
  const tooLarge = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
  await imageInput(page).setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: tooLarge,
  });
  await expect(page.getByRole('alert')).toHaveText(
    'Invalid file size, maximum upload size is 10 MB.',
  );
  await expect(page.getByRole('img', { name: /Preview of/ })).toHaveCount(0);
  expect(sent).toEqual([]);
});

test('a file that is not an image is refused by its declared type in the page', async ({
  page,
}) => {
  const sent = watchSubmissions(page);
  await openContact(page);
  await imageInput(page).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: NOT_AN_IMAGE,
  });
  await expect(page.getByRole('alert')).toHaveText(TYPE_MESSAGE);
  await expect(page.getByRole('img', { name: /Preview of/ })).toHaveCount(0);
  expect(sent).toEqual([]);
});

test.describe('a non-image renamed .png', () => {
  // The browser declares it image/png from its name, so the page lets it through; the server's
  // 422 is logged by Chromium as a failed resource load.
  test.use({ allowedConsoleErrors: [/status of 422/] });

  test('is refused by the server, which reads its bytes; the form is kept', async ({
    page,
  }, testInfo) => {
    const message = uniqueMessage(testInfo);
    await openContact(page);
    await fillForm(page, message);
    // As a browser declares a file picked from disk: by its name.
    await imageInput(page).setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: NOT_AN_IMAGE,
    });
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').getByText(TYPE_MESSAGE)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel('Message')).toHaveValue(message);
    await expect(page.getByText('photo.png')).toBeVisible();
  });
});

test('a request sent past the page with a renamed .png is refused by the server', async ({
  request,
}) => {
  const store = (await (await api(request, 'acme', '/storefronts/get-by-url')).json()) as {
    data: { id: number };
  };
  const url = new URL(`http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`);
  const response = await request.post(`${url.origin}/api/storefronts/${store.data.id}/contact`, {
    headers: { host: `acme.localhost:${url.port}` },
    multipart: {
      first_name: 'Alex',
      last_name: 'Morgan',
      email: 'alex@acme.test',
      message: 'Sent without the page.',
      recaptcha: 'unsolved',
      image: { name: 'photo.png', mimeType: 'image/png', buffer: NOT_AN_IMAGE },
    },
  });
  expect(response.status()).toBe(422);
  expect(await response.json()).toMatchObject({ message: TYPE_MESSAGE });
});

test('a missing message is required, and nothing is sent', async ({ page }) => {
  const sent = watchSubmissions(page);
  await openContact(page, '/contact?order_uuid=0d4f3c1e-8a7b-4c2d-9e6f-1a2b3c4d5e6f');
  await expect(page.getByLabel('Order ID')).toHaveValue('0d4f3c1e-8a7b-4c2d-9e6f-1a2b3c4d5e6f');
  await fillForm(page, '');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message is required')).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Message')).toBeFocused();
  expect(sent).toEqual([]);
});
