import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';

/** A yes-or-no question in a modal; Cancel is focused first, so Enter never confirms by accident. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: React.ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('console');
  return (
    <Modal
      label={title}
      onClose={onCancel}
      overlayClassName="bg-gray-900/40"
      className="top-1/2 left-1/2 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl p-6"
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-2 text-sm text-gray-700">{children}</div>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="outline" onClick={onCancel} data-autofocus>
          {t('pageBuilder.cancel')}
        </Button>
        <Button onClick={onConfirm}>{confirmLabel}</Button>
      </div>
    </Modal>
  );
}
