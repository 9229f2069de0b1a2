import { PrivateAccessBody } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { data, redirect, useNavigation } from 'react-router';
import { PrivateEntry, type EntryRefusal } from '../features/private-access/private-entry.tsx';
import { useToast } from '../features/shell/toasts.tsx';
import { parseForm } from '../lib/contract-form.ts';
import { metaText, pageMeta } from '../lib/meta.ts';
import { useOnChange } from '../lib/use-on-change.ts';
import { checkPrivateCode, heldAccess } from '../lib/private-store.server.ts';
import { setCookie, storeAccessCookie } from '../lib/cookies.ts';
import { getStore, getUser } from '../lib/session.server.ts';
import { useStore, type PageHandle } from '../root.tsx';
import type { Route } from './+types/private';

/** Outside the shell: no navbar or footer. */
export const handle: PageHandle = { bare: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, metaText(matches, 'PRIVATE.title'));
}

/** Only for private stores, and only for visitors who have not got in yet. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [store, user] = await Promise.all([getStore(context), getUser(request, context)]);
  if (!store.private_store || user?.email_verified) throw redirect('/');
  if (await heldAccess(request, context, store)) throw redirect('/');
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const store = await getStore(context);
  const submission = parseForm(await request.formData(), PrivateAccessBody);
  if (submission.status !== 'success')
    return data<EntryRefusal>({ result: submission.reply() }, { status: 422 });
  const result = await checkPrivateCode(context, store, submission.value.code);
  if (!result.ok)
    return data<EntryRefusal>(
      { result: submission.reply(), refused: result.message },
      { status: 422 },
    );
  return redirect('/', {
    headers: { 'set-cookie': await setCookie(request, storeAccessCookie, result.grant) },
  });
}

export default function Private({ actionData }: Route.ComponentProps) {
  const show = useToast();
  const navigation = useNavigation();
  const { t } = useTranslation();
  useOnChange(actionData, (answer) => {
    if (answer.refused !== undefined) show('error', answer.refused ?? t('PRIVATE.invalidCode'));
  });
  return (
    <PrivateEntry
      store={useStore()}
      refusal={actionData}
      submitting={navigation.state === 'submitting'}
    />
  );
}
