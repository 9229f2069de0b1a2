import { parseWithZod } from '@conform-to/zod/v4';
import {
  ChangeTeamRoleBody,
  InviteTeamMemberBody,
  TeamListResponse,
  TeamMemberResponse,
  type TeamMember,
} from '@storefront/contracts';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, useNavigation } from 'react-router';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../features/console-shell/page-header.tsx';
import { useConsole } from '../../features/console-shell/use-console.ts';
import { InviteMemberDialog } from '../../features/console-team/invite-member-dialog.tsx';
import { RemoveMemberDialog } from '../../features/console-team/remove-member-dialog.tsx';
import { TeamTable } from '../../features/console-team/team-table.tsx';
import { useToast } from '../../features/shell/toasts.tsx';
import { apiJson } from '../../lib/api.server.ts';
import { submitToApi } from '../../lib/api-submission.server.ts';
import { useOnChange } from '../../lib/use-on-change.ts';
import { getStore, getUser } from '../../lib/session.server.ts';
import type { Route } from './+types/team';

async function ownersStore(request: Request, context: Route.LoaderArgs['context']) {
  const [store, user] = await Promise.all([getStore(context), getUser(request, context)]);
  if (user?.role !== 'owner') throw data({ message: 'Owners only.' }, { status: 403 });
  return store;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const store = await ownersStore(request, context);
  return {
    members: (await apiJson(context, `/storefronts/${store.id}/team`, TeamListResponse)).data,
  };
}

const MemberForm = z.object({ userId: z.coerce.number().int().positive() });
const SCHEMAS = {
  invite: InviteTeamMemberBody,
  role: MemberForm.extend(ChangeTeamRoleBody.shape),
  remove: MemberForm,
} as const;

/** Invite, change a role or remove: each checked with the shared schema, then by the API. */
export async function action({ request, context }: Route.ActionArgs) {
  const store = await ownersStore(request, context);
  const formData = await request.formData();
  const intent = String(formData.get('intent')) as keyof typeof SCHEMAS;
  if (!(intent in SCHEMAS)) throw data({ message: 'Unknown action.' }, { status: 400 });
  const submission = parseWithZod(formData, { schema: SCHEMAS[intent] });
  if (submission.status !== 'success') return { intent, result: submission.reply(), userId: null };
  const value = submission.value as { userId?: number; email?: string; role?: string };
  const base = `/storefronts/${store.id}/team`;
  const outcome = await submitToApi(submission, (): Promise<unknown> =>
    intent === 'invite'
      ? apiJson(context, base, TeamMemberResponse, { method: 'POST', json: value })
      : intent === 'role'
        ? apiJson(context, `${base}/${value.userId}`, TeamMemberResponse, {
            method: 'PUT',
            json: { role: value.role },
          })
        : apiJson(context, `${base}/${value.userId}`, z.unknown(), { method: 'DELETE' }),
  );
  const userId = value.userId ?? null;
  if (!outcome.ok) return { intent, result: outcome.result, userId };
  return { intent, result: submission.reply({ resetForm: true }), userId, done: true };
}

export function meta() {
  return [{ title: 'Team' }];
}

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('console');
  const { user } = useConsole();
  const show = useToast();
  const navigation = useNavigation();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const done = actionData && 'done' in actionData ? actionData : null;
  useOnChange(done, (answer) => {
    if (answer.intent === 'invite') setInviting(false);
    const toast = { invite: 'team.invitedToast', role: 'team.roleChanged', remove: 'team.removed' };
    show('success', t(toast[answer.intent as keyof typeof toast]));
  });
  const failed = actionData && !done ? actionData : null;
  const memberError = (id: number) =>
    failed && failed.intent !== 'invite' && failed.userId === id
      ? (failed.result.error?.role?.[0] ?? failed.result.error?.['']?.[0])
      : undefined;
  return (
    <>
      <PageHeader
        title={t('team.title')}
        description={t('team.description')}
        actions={
          <Button onClick={() => setInviting(true)}>
            <UserPlus aria-hidden />
            {t('team.invite')}
          </Button>
        }
      />
      <TeamTable
        members={loaderData.members}
        selfId={user.id}
        errorOf={memberError}
        onRemove={setRemoving}
      />
      <InviteMemberDialog
        open={inviting}
        onClose={() => setInviting(false)}
        lastResult={failed?.intent === 'invite' ? failed.result : undefined}
        submitting={navigation.state === 'submitting'}
      />
      <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
