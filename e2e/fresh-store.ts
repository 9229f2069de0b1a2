import { expect, type APIRequestContext, type TestInfo } from '@playwright/test';
import { OPERATOR, TEAM_PASSWORD } from './console';
import { api, mailedLink } from './store-api';

export type FreshStore = { id: number; slug: string; owner: { email: string; password: string } };

const testPort = () => Number(process.env.E2E_PORT ?? 3100);

/** Calls the platform API on its own host (Node cannot resolve *.localhost: the host is a header). */
async function platformApi(
  request: APIRequestContext,
  port: number,
  path: string,
  data: unknown,
  token?: string,
) {
  const response = await request.post(`http://127.0.0.1:${port}/api/platform${path}`, {
    headers: {
      host: `admin.localhost:${port}`,
      ...(token && { authorization: `Bearer ${token}` }),
    },
    data,
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as { data: Record<string, unknown> };
}

/**
 * A store of this test's own, made as the operator makes one (with the starter catalogue unless
 * told otherwise) and owned by a new owner who accepted the mailed invitation. Console tests that
 * change data use one, so they never see or disturb another test's store. Open its console with
 * `openConsole(page, store.slug, path, store.owner)`. `port`: on a server the test started itself.
 */
export async function freshStore(
  request: APIRequestContext,
  testInfo: TestInfo,
  { starterCatalogue = true, port = testPort() } = {},
): Promise<FreshStore> {
  const stamp = `${Date.now().toString(36)}${testInfo.workerIndex}${testInfo.project.name[0]}`;
  const slug = `t-${stamp}`.slice(0, 40);
  const login = await platformApi(request, port, '/auth/login', OPERATOR);
  const token = login.data.access_token as string;
  const store = await platformApi(
    request,
    port,
    '/stores',
    {
      name: `Test ${stamp}`,
      slug,
      company_name: `Test ${stamp} Inc.`,
      starter_catalogue: starterCatalogue,
    },
    token,
  );
  const id = store.data.id as number;
  const owner = { email: `owner-${stamp}@${slug}.test`, password: TEAM_PASSWORD };
  await platformApi(request, port, `/stores/${id}/owners`, { email: owner.email }, token);
  const link = new URL(await mailedLink(request, slug, owner.email, '/accept-invite', port));
  const accepted = await api(
    request,
    slug,
    '/auth/accept-invite',
    {
      token: link.searchParams.get('token'),
      password: owner.password,
      password_confirmation: owner.password,
    },
    port,
  );
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { id, slug, owner };
}
