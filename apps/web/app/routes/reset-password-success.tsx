import { MailSent } from '../features/identity/mail-sent.tsx';
import { metaText, pageMeta } from '../lib/meta.ts';
import { requireGuest } from '../lib/session.server.ts';
import type { Route } from './+types/reset-password-success';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, metaText(matches, 'AUTH.checkInbox'));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireGuest(request, context);
  return null;
}

export default function ResetPasswordSuccess() {
  return <MailSent note="AUTH.resetLinkNote" action="COMMON.back" />;
}
