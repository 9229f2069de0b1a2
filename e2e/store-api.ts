import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { storeUrl } from './fixtures';

/** The password `signedInShopper` registers every shopper with. */
export const SHOPPER_PASSWORD = 'Merch-Shopper-2026!';

/** An address no other test (or project, or run on this server) uses. */
export function uniqueEmail(testInfo: TestInfo, domain = 'acme.test'): string {
  return `shopper-${Date.now()}-${testInfo.project.name}-${testInfo.workerIndex}@${domain}`;
}

/**
 * Calls a store's API (on the test server, or on a test's own at `port`); Node cannot resolve
 * *.localhost, so the host goes in a header.
 */
export async function api(
  request: APIRequestContext,
  slug: string,
  path: string,
  data?: unknown,
  port?: number,
) {
  const url = new URL(storeUrl(slug, `/api${path}`, port));
  const target = `http://127.0.0.1:${url.port}${url.pathname}${url.search}`;
  const headers = { host: url.host };
  return data === undefined
    ? request.get(target, { headers })
    : request.post(target, { headers, data });
}

/** The link of a mail to `to` whose link goes to `path`, read from the dev mailbox API. */
export async function mailedLink(
  request: APIRequestContext,
  slug: string,
  to: string,
  path: string,
  port?: number,
) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await api(request, slug, '/dev/mailbox', undefined, port);
      const { data } = (await response.json()) as { data: { to: string; text: string }[] };
      const mail = data.find((m) => m.to === to && m.text.includes(path));
      link = mail?.text.match(/https?:\/\/\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/**
 * A new shopper of a store, registered through the API and verified by opening the mailed link
 * in the page, which signs the page in. Returns the address.
 */
export async function signedInShopper(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  slug = 'acme',
): Promise<string> {
  const email = uniqueEmail(testInfo);
  const password = SHOPPER_PASSWORD;
  const store = (await (await api(request, slug, '/storefronts/get-by-url')).json()) as {
    data: { id: number };
  };
  const registered = await api(request, slug, '/auth/register', {
    first_name: 'Jamie',
    last_name: 'Rivera',
    email,
    username: `jamie${Date.now()}${testInfo.workerIndex}`,
    password,
    password_confirmation: password,
    terms_and_conditions: true,
    storefront_id: store.data.id,
  });
  expect(registered.status()).toBe(201);
  await page.goto(await mailedLink(request, slug, email, '/email-verification?token='));
  await expect(page).toHaveURL(storeUrl(slug, '/'));
  return email;
}
