import type { TeamMember } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';

/** Asks before taking someone off the team. */
export function RemoveMemberDialog({
  member,
  onClose,
}: {
  member: TeamMember | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const email = member?.email ?? '';
  return (
    <Dialog open={member !== null} onClose={onClose} title={t('team.removeLabel', { email })}>
      <Form method="post" className="space-y-4 p-6" onSubmit={onClose}>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="userId" value={member?.id ?? ''} />
        <p className="text-sm text-gray-700">{t('team.confirmRemove', { email })}</p>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('team.cancel')}
          </Button>
          <Button type="submit">{t('team.remove')}</Button>
        </div>
      </Form>
    </Dialog>
  );
}
