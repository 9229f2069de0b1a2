import type { Page, TestInfo } from '@playwright/test';
import { expect, storeUrl, test } from './fixtures';
import { addToCart } from './product-page';
import { api, mailedLink, uniqueEmail } from './store-api';

const PASSWORD = 'Merch-Shopper-2026!';
/** A refused form (wrong password, taken e-mail, wrong code) answers 4xx, which Chromium logs. */
const REFUSALS = [/the server responded with a status of (401|422)/];
/** Steps that hash a password or send a mail, on a machine shared with other test runs. */
const SERVER_WORK = { timeout: 15_000 };

/** Waits until React runs the form (an empty form disables its submit button). */
async function formReady(page: Page, button: string) {
  await expect(page.getByRole('button', { name: button, exact: true })).toBeDisabled();
}

async function logIn(page: Page, email: string, password: string) {
  await formReady(page, 'Sign in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function logOut(page: Page, testInfo: TestInfo) {
  // Clicked before hydration (a page just reached through redirects), the menu never opens.
  await page.waitForLoadState('networkidle');
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Logout' })
      .click();
  } else {
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
  }
}

test.describe('registration', () => {
  test.use({ allowedConsoleErrors: REFUSALS });

  test('registers, verifies by the mailed link and lands on the page it came for', async ({
    page,
  }, testInfo) => {
    test.slow();
    const email = uniqueEmail(testInfo);
    await page.goto(storeUrl('acme', '/my-account'));
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fmy-account$/);
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register\?returnUrl=%2Fmy-account$/);
    await expect(page.getByRole('heading', { name: 'register your account' })).toBeVisible();
    await formReady(page, 'Register');
    await expect(page.getByRole('checkbox', { name: /I agree to the Terms/ })).toBeChecked();

    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Parker');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Username').fill(`robin${Date.now()}`);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('short');
    const rules = page.getByRole('list', { name: 'Password rules' });
    await expect(rules.getByRole('listitem')).toHaveText([
      'Minimum 8 characters(not met yet)',
      'At least one numeric(not met yet)',
      'At least one lowercase, uppercase and special character(not met yet)',
    ]);
    await password.fill(PASSWORD);
    await expect(rules.getByRole('listitem').filter({ hasText: '(met)' })).toHaveCount(3);
    await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Strong',
    );
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(password).toHaveAttribute('type', 'text');

    const confirmation = page.getByLabel('Confirm password');
    await confirmation.fill('Something-else-1');
    await confirmation.blur();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeDisabled();
    await confirmation.fill(PASSWORD);
    await expect(page.getByText("Passwords don't match")).toHaveCount(0);
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    // Registering signs nobody in: the mailed link does.
    await expect(page.getByRole('heading', { name: 'check your inbox' })).toBeVisible(SERVER_WORK);
    await expect(page.getByText(`We have sent a link to ${email}.`)).toBeVisible();

    // Signed in before verifying: the account page asks to verify first, keeping the returnUrl.
    await page.goto(storeUrl('acme', '/login?returnUrl=%2Fmy-account'));
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/email-verification\?returnUrl=%2Fmy-account$/, SERVER_WORK);
    await expect(page.getByText(/Please verify your profile/)).toBeVisible();
    await page.getByRole('button', { name: 'Send the email again' }).click();
    await expect(page.getByText('Email verification sent again!')).toBeVisible();

    // The dev mailbox page shows the mail with its link clickable.
    await page.goto(storeUrl('acme', '/dev/mailbox'));
    const mail = page
      .getByRole('article')
      .filter({ hasText: email })
      .filter({ hasText: 'Verify your e-mail address' })
      .first();
    await mail.getByRole('link', { name: /\/email-verification\?token=/ }).click();
    // The account page opens on its first tab.
    await expect(page).toHaveURL(storeUrl('acme', '/my-account/orders'), SERVER_WORK);
    await expect(page.getByText('Hello, Robin!')).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Account sections' });
    await expect(tabs.getByRole('link')).toHaveText(['Orders', 'Gift Cards']);
  });

  test('answers an address already registered like a new one, and mails its owner', async ({
    page,
  }) => {
    await page.goto(storeUrl('acme', '/register'));
    await formReady(page, 'Register');
    await page.getByLabel('First name').fill('Alex');
    await page.getByLabel('Last name').fill('Morgan');
    await page.getByLabel('Email').fill('alex@acme.test');
    await page.getByLabel('Username').fill('alex-again');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'check your inbox' })).toBeVisible(SERVER_WORK);
    await expect(page.getByText('We have sent a link to alex@acme.test.')).toBeVisible();

    await page.goto(storeUrl('acme', '/dev/mailbox'));
    const mail = page
      .getByRole('article')
      .filter({ hasText: 'alex@acme.test' })
      .filter({ hasText: 'Someone tried to register' })
      .first();
    await expect(mail.getByRole('link', { name: /\/reset-password$/ })).toBeVisible();
  });

  test('a wrong verification link says so', async ({ page }) => {
    await page.goto(storeUrl('acme', '/email-verification?token=not-a-real-token'));
    await expect(page.getByText('Invalid token. Please try again.')).toBeVisible();
  });
});

test.describe('password reset', () => {
  test('mails a link, sets a new password and logs in with it', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const email = uniqueEmail(testInfo);
    const store = (await (await api(request, 'acme', '/storefronts/get-by-url')).json()) as {
      data: { id: number };
    };
    const registered = await api(request, 'acme', '/auth/register', {
      first_name: 'Casey',
      last_name: 'Reed',
      email,
      username: `casey${Date.now()}`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      terms_and_conditions: true,
      storefront_id: store.data.id,
    });
    expect(registered.status()).toBe(201);

    await page.goto(storeUrl('acme', '/login?returnUrl=%2Fmy-account'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/reset-password\?returnUrl=%2Fmy-account$/);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await formReady(page, 'send password reset link');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'send password reset link' }).click();
    await expect(page).toHaveURL(storeUrl('acme', '/reset-password-success'), SERVER_WORK);
    await expect(page.getByRole('heading', { name: 'check your inbox' })).toBeVisible();
    await expect(page.getByText('We sent you email with the password reset link!')).toBeVisible();

    const link = await mailedLink(request, 'acme', email, '/update-password?token=');
    expect(new URL(link).searchParams.get('email')).toBe(email);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Update your password' })).toBeVisible();
    const newPassword = 'Brand-New-Pass-42';
    const field = page.getByLabel('New password', { exact: true });
    const metRules = page.getByRole('list', { name: 'Password rules' }).getByText('(met)');
    // The checklist follows the typing once React runs.
    await expect(async () => {
      await field.fill('weak1');
      await expect(metRules).toHaveCount(1, { timeout: 500 });
    }).toPass();
    // An invalid submit sends nothing and says so.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please fill in the fields correctly.')).toBeVisible();
    await expect(page).toHaveURL(/\/update-password\?/);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await expect(page.getByRole('list', { name: 'Password rules' }).getByText('(met)')).toHaveCount(
      3,
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(storeUrl('acme', '/login'), SERVER_WORK);
    await expect(
      page.getByText('Your password has been updated. You can log in now.'),
    ).toBeVisible();

    await logIn(page, email, newPassword);
    await expect(page).toHaveURL(storeUrl('acme', '/'), SERVER_WORK);
    if (testInfo.project.name === 'desktop')
      await expect(page.getByRole('button', { name: /^Account menu/ })).toContainText('Casey');
  });
});

test.describe('login', () => {
  test.use({ allowedConsoleErrors: REFUSALS });

  test('keeps Sign in disabled while invalid and shows the server refusal', async ({ page }) => {
    await page.goto(storeUrl('acme', '/login'));
    await formReady(page, 'Sign in');
    // Acme has no single sign-on, so no Microsoft button.
    await expect(page.getByText('Or login with')).toHaveCount(0);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Email').blur();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Email').fill('alex@acme.test');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(
      page.getByRole('status').getByText('These credentials do not match our records.'),
    ).toBeVisible();
    await expect(page).toHaveURL(storeUrl('acme', '/login'));
  });

  test('a protected page sends to login and back, and logout ends the session', async ({
    page,
  }, testInfo) => {
    await page.goto(storeUrl('acme', '/my-account'));
    await expect(page).toHaveURL(storeUrl('acme', '/login?returnUrl=%2Fmy-account'));
    await logIn(page, 'alex@acme.test', 'Acme-Demo-2026!');
    // The account page opens on its first tab.
    await expect(page).toHaveURL(storeUrl('acme', '/my-account/orders'), SERVER_WORK);
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await expect(page.getByText('Hello, Alex!')).toBeVisible();
    const session = (await page.context().cookies()).find((c) => c.name === 'token');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    // Signed in, the login-type pages send home.
    await page.goto(storeUrl('acme', '/login'));
    await expect(page).toHaveURL(storeUrl('acme', '/'));

    await logOut(page, testInfo);
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'token'))
      .toBe(false);
    await expect(page).toHaveURL(storeUrl('acme', '/'));
    await page.goto(storeUrl('acme', '/my-account'));
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fmy-account$/);
  });

  test('does not follow a returnUrl to another site', async ({ page }) => {
    await page.goto(storeUrl('acme', '/login?returnUrl=%2F%2Fevil.test'));
    await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register?returnUrl=%2F%2Fevil.test',
    );
    await page.goto(
      storeUrl('acme', '/email-verification?token=x&returnUrl=https%3A%2F%2Fevil.test'),
    );
    await expect(page).toHaveURL(/^http:\/\/acme\.localhost/);
  });
});

test.describe('private store', () => {
  test.use({ allowedConsoleErrors: REFUSALS });

  test('asks for a code and lets in with the store password', async ({ page }) => {
    await page.goto(storeUrl('globex', '/'));
    await expect(page).toHaveURL(storeUrl('globex', '/private'));
    await expect(page.getByRole('heading', { name: 'Welcome to Globex Store!' })).toBeVisible();
    await expect(
      page.getByRole('heading', {
        name: 'Enter your gift card code or store password to start shopping',
      }),
    ).toBeVisible();
    // Outside the shell: no navbar, no footer.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    const enter = page.getByRole('button', { name: 'Enter' });
    await expect(page.getByLabel('Code')).toBeVisible();
    await enter.click();
    await expect(page.getByText('Code is required')).toBeVisible();
    await expect(page).toHaveURL(storeUrl('globex', '/private'));

    await page.getByLabel('Code').fill('not-the-password');
    await enter.click();
    await expect(page.getByRole('status').getByText('Not a valid gift card')).toBeVisible();

    await page.getByLabel('Code').fill('globex-2026');
    await enter.click();
    await expect(page).toHaveURL(storeUrl('globex', '/'), SERVER_WORK);
    await expect(page.getByRole('banner')).toBeVisible();
    // The browser keeps a grant the server can end, never the password itself.
    const cookies = await page.context().cookies();
    const grant = cookies.find((c) => c.name === 'store_access');
    expect(grant).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(grant!.value).toMatch(/^[\w-]{43}$/);
    expect(cookies.filter((c) => c.value.includes('globex-2026'))).toEqual([]);
  });

  test('sends a visitor whose grant has ended back to the entry page', async ({ page }) => {
    const url = storeUrl('globex', '/');
    await page.context().addCookies([{ name: 'store_access', value: 'ended-grant', url }]);
    await page.goto(url);
    await expect(page).toHaveURL(storeUrl('globex', '/private'));
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'store_access')).toBeUndefined();
  });

  test.describe('with a gift card code', () => {
    test.use({ baseURL: storeUrl('globex', '') });

    test('lets in, and the cart counts the card’s balance', async ({ page }) => {
      await page.goto('/private');
      await page.getByLabel('Code').fill('GLOBEX-WELCOME-100');
      await page.getByRole('button', { name: 'Enter' }).click();
      await expect(page).toHaveURL(storeUrl('globex', '/'), SERVER_WORK);
      await addToCart(page, 'globex-classic-tee');
      await page.goto('/cart');
      await expect(page.getByTestId('cart-gift-card')).toHaveText(/^−\$\d/);
      await expect(page.getByTestId('cart-total')).toHaveText('$0.00');
    });
  });

  test('lets in with ?code= on any page and drops it from the address', async ({ page }) => {
    await page.goto(storeUrl('globex', '/?code=GLOBEX-WELCOME-050'));
    await expect(page).toHaveURL(storeUrl('globex', '/'), SERVER_WORK);
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('keeps legal pages open, and refuses a wrong ?code=', async ({ page }) => {
    await page.goto(storeUrl('globex', '/terms-and-conditions'));
    await expect(page).toHaveURL(storeUrl('globex', '/terms-and-conditions'));
    await page.goto(storeUrl('globex', '/?code=NOPE'));
    await expect(page).toHaveURL(storeUrl('globex', '/private'));
    await expect(page.getByText('Not a valid gift card')).toBeVisible();
  });

  test('login asks for the store e-mail domain; a verified user gets in', async ({
    page,
  }, testInfo) => {
    await page.goto(storeUrl('globex', '/login'));
    await formReady(page, 'Sign in');
    await page.getByLabel('Email').fill('jordan@example.com');
    await page.getByLabel('Email').blur();
    await expect(page.getByText('Please use your @globex.test email address.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('Globex-Demo-2026!');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();

    await page.getByLabel('Email').fill('jordan@globex.test');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(storeUrl('globex', '/'), SERVER_WORK);
    await expect(page.getByRole('banner')).toBeVisible();

    // Logging out of a private store leads to its login.
    await logOut(page, testInfo);
    await expect(page).toHaveURL(storeUrl('globex', '/login'));
  });
});

test.describe('single sign-on', () => {
  test('signs in at the local OpenID provider and signs out there too', async ({
    page,
  }, testInfo) => {
    await page.goto(storeUrl('initech', '/login?returnUrl=%2Fmy-account'));
    await expect(page.getByText('Or login with')).toBeVisible();
    await page.getByRole('link', { name: 'Microsoft' }).click();
    // The provider lets the person in, the store makes the verified account and opens returnUrl.
    await expect(page).toHaveURL(storeUrl('initech', '/my-account/orders'), SERVER_WORK);
    await expect(page.getByText('Hello, Casey!')).toBeVisible();

    // Logout goes through the provider's sign-out page and back to the store.
    const providerSignOut = page.waitForRequest(/127\.0\.0\.1:\d+\/session\/end/);
    await logOut(page, testInfo);
    await providerSignOut;
    await expect(page).toHaveURL(storeUrl('initech', '/'), SERVER_WORK);
    await page.goto(storeUrl('initech', '/my-account'));
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fmy-account$/);
  });
});
