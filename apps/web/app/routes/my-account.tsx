import { Outlet, redirect } from 'react-router';
import { AccountLayout } from '../features/identity/account-layout.tsx';
import { metaText, pageMeta } from '../lib/meta.ts';
import { requireVerifiedUser } from '../lib/session.server.ts';
import type { Route } from './+types/my-account';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, metaText(matches, 'IDENTITY.myAccount'));
}

/** Signed-in, verified users only (§4 Guards); the tabs' pages render in the outlet, Orders first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireVerifiedUser(request, context);
  if (new URL(request.url).pathname.replace(/\/$/, '') === '/my-account')
    throw redirect('/my-account/orders');
  return { firstName: user.first_name };
}

export default function MyAccount({ loaderData }: Route.ComponentProps) {
  return (
    <AccountLayout firstName={loaderData.firstName}>
      <Outlet />
    </AccountLayout>
  );
}
