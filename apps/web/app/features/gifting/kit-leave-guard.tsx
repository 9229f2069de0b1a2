import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';

/**
 * While `active` (a required product is missing), leaving the kit page — a link, the logo, the
 * back button — is stopped with the §2 dialog. Moving within the kit page is not leaving it.
 */
export function KitLeaveGuard({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && currentLocation.pathname !== nextLocation.pathname,
  );
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
  };
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={stay}
      title={t('GIFTING.leaveBlockedTitle')}
      className="max-w-md"
    >
      <p className="px-6 py-5 text-gray-700">{t('GIFTING.leaveBlocked')}</p>
      <div className="flex justify-end px-6 pb-5">
        <Button onClick={stay}>{t('GIFTING.stay')}</Button>
      </div>
    </Dialog>
  );
}
