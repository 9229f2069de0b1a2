import { expect, storeUrl, test } from './fixtures';
import { addToCart } from './product-page';
import { uniqueEmail } from './store-api';

/*
 * Before the page's JavaScript has loaded (or where it never does), every form still posts to its
 * route's action, which checks it with the same contract schema and answers with the errors
 * beside the fields, or does what was asked.
 */
test.use({
  javaScriptEnabled: false,
  // A refused form answers 4xx, which Chromium logs for the page itself.
  allowedConsoleErrors: [/the server responded with a status of 4\d\d/],
});

const PASSWORD = 'Merch-Shopper-2026!';
const SERVER_WORK = { timeout: 15_000 };

test.describe('sign-in and account forms', () => {
  test('login shows the schema’s and the server’s errors, then signs in', async ({ page }) => {
    await page.goto(storeUrl('acme', '/login'));
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Email').fill('alex@acme.test');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('These credentials do not match our records.');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

    await page.getByLabel('Password', { exact: true }).fill('Acme-Demo-2026!');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(storeUrl('acme', '/'), SERVER_WORK);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'token')).toBeDefined();
  });

  test('registration keeps what was typed but never the passwords', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await page.goto(storeUrl('acme', '/register'));
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill('Something-else-1');
    await page.getByRole('checkbox', { name: /I agree to the Terms/ }).uncheck();
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page.getByText('Please accept the terms and conditions.')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Robin');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: /I agree to the Terms/ })).not.toBeChecked();

    await page.getByLabel('Last name').fill('Parker');
    await page.getByLabel('Username').fill(`robin${Date.now()}`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'check your inbox' })).toBeVisible(SERVER_WORK);
    await expect(page.getByText(`We have sent a link to ${email}.`)).toBeVisible();
  });

  test('a reset link is asked for with a valid address only', async ({ page }) => {
    await page.goto(storeUrl('acme', '/reset-password'));
    await page.getByRole('button', { name: 'send password reset link' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByLabel('Email').fill('alex@acme.test');
    await page.getByRole('button', { name: 'send password reset link' }).click();
    await expect(page).toHaveURL(storeUrl('acme', '/reset-password-success'), SERVER_WORK);
  });

  test('a new password from the mail’s link is checked by the server', async ({ page }) => {
    await page.goto(storeUrl('acme', '/update-password?token=not-a-token&email=alex@acme.test'));
    await page.getByLabel('New password', { exact: true }).fill('weak1');
    await page.getByRole('button', { name: 'Submit' }).click();
    const newPassword = page.getByLabel('New password', { exact: true });
    await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Confirm your password')).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm new password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Submit' }).click();
    // The token is not one the server mailed: it says so, and nothing changes.
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/update-password\?/);
  });
});

test.describe('private-store entry', () => {
  test('asks for the code, refuses a wrong one and lets in with the right one', async ({
    page,
  }) => {
    await page.goto(storeUrl('globex', '/private'));
    await page.getByRole('button', { name: 'Enter' }).click();
    await expect(page.getByText('Code is required')).toBeVisible();
    await page.getByLabel('Code').fill('not-the-password');
    await page.getByRole('button', { name: 'Enter' }).click();
    await expect(page.getByText('Not a valid gift card')).toBeVisible();
    await expect(page.getByLabel('Code')).toHaveValue('not-the-password');
    await page.getByLabel('Code').fill('globex-2026');
    await page.getByRole('button', { name: 'Enter' }).click();
    await expect(page).toHaveURL(storeUrl('globex', '/'), SERVER_WORK);
  });
});

test.describe('contact form', () => {
  test('checks the fields, and says the message needs the page’s script to be sent', async ({
    page,
  }) => {
    await page.goto(storeUrl('acme', '/contact'));
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Email address').fill('sam@');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Sam');

    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('Email address').fill('sam@example.com');
    await page.getByLabel('Message').fill('Where is my parcel?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toHaveText(/the bot check needs JavaScript/);
    await expect(page.getByLabel('Message')).toHaveValue('Where is my parcel?');
  });
});

test.describe('checkout', () => {
  test('checks the address and codes, quotes, and places the order with the card', async ({
    browser,
    page,
  }, testInfo) => {
    test.slow(); // a real order: reserve, charge, mail
    // The cart is filled on a page with JavaScript; the checkout runs without.
    const shopping = await browser.newContext({ javaScriptEnabled: true });
    await addToCart(await shopping.newPage(), 'classic-cotton-tee');
    await page.context().addCookies(await shopping.cookies());
    await shopping.close();

    await page.goto(storeUrl('acme', '/checkout'));
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();

    await page.getByLabel('Email').fill(uniqueEmail(testInfo));
    await page.getByLabel('Full name').fill('Jamie Rivera');
    await page.getByLabel('Country').selectOption('US');
    await page.getByLabel('Address', { exact: true }).fill('12 Harbor Street');
    await page.getByLabel('City').fill('Boston');
    await page.getByLabel('State / province').fill('MA');
    await page.getByLabel('Postal code').fill('02110');
    await page.getByLabel('Gift card code').fill('NO-SUCH-CARD');
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await expect(page.getByText('Not a valid gift card', { exact: true })).toBeVisible();
    await expect(page.getByLabel('City')).toHaveValue('Boston');

    await page.getByLabel('Gift card code').fill('');
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await expect(page.getByTestId('checkout-total')).toHaveText('$25.95');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible(
      SERVER_WORK,
    );
  });
});
