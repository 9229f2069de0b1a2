import type { TeamMember } from '@storefront/contracts';
import { TrashIcon } from '../../components/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ListTable } from '../../components/ui/list-table.tsx';

type TeamTableProps = {
  members: TeamMember[];
  /** The signed-in owner's id, to mark "you". */
  selfId: number;
  /** Per member, the server's refusal of the last change (e.g. the last owner). */
  errorOf: (memberId: number) => string | undefined;
  onRemove: (member: TeamMember) => void;
};

/** The team: each person's role can be changed where they are listed. */
export function TeamTable({ members, selfId, errorOf, onRemove }: TeamTableProps) {
  const { t, i18n } = useTranslation('console');
  return (
    <ListTable
      caption={t('team.caption')}
      heads={[
        { key: 'person', label: t('team.person') },
        { key: 'role', label: t('team.role') },
        { key: 'since', label: t('team.since') },
        { key: 'actions', label: t('team.actions'), hidden: true },
      ]}
    >
      {members.map((member) => {
        const error = errorOf(member.id);
        const errorId = `team-role-error-${member.id}`;
        return (
          <tr key={member.id} className="flex flex-col gap-2 p-4 md:table-row md:p-0">
            <th scope="row" className="font-normal md:px-4 md:py-3">
              <span className="block font-medium break-all">
                {member.email}
                {member.id === selfId ? (
                  <span className="text-gray-600"> ({t('team.you')})</span>
                ) : null}
              </span>
              {member.name ? <span className="block text-gray-600">{member.name}</span> : null}
              {member.invited ? (
                <Badge className="mt-1 bg-amber-100 text-amber-900">{t('team.invited')}</Badge>
              ) : null}
            </th>
            <td className="md:px-4 md:py-3">
              <Form method="post" className="flex items-center gap-2">
                <input type="hidden" name="intent" value="role" />
                <input type="hidden" name="userId" value={member.id} />
                <select
                  name="role"
                  defaultValue={member.role}
                  key={member.role}
                  aria-label={t('team.changeRole', { email: member.email })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  className="h-9 rounded-md border border-gray-300 bg-white px-2 text-sm"
                >
                  <option value="owner">{t('team.roles.owner')}</option>
                  <option value="staff">{t('team.roles.staff')}</option>
                </select>
                <Button type="submit" variant="outline" size="sm">
                  {t('team.save')}
                </Button>
              </Form>
              {error ? (
                <p id={errorId} className="mt-1.5 max-w-xs text-sm text-red-700">
                  {error}
                </p>
              ) : null}
            </td>
            <td className="text-gray-600 md:px-4 md:py-3">
              {new Date(member.created_at).toLocaleDateString(i18n.language)}
            </td>
            <td className="md:px-4 md:py-3 md:text-right">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onRemove(member)}
                aria-label={t('team.removeLabel', { email: member.email })}
              >
                <TrashIcon className="size-4" aria-hidden />
                <span aria-hidden>{t('team.remove')}</span>
              </Button>
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
}
