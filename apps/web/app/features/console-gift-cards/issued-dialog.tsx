import { formatMoney } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';

/** The card just issued, with its code: shown this once (the database keeps only a digest). */
export function IssuedDialog({
  issued,
  onClose,
}: {
  issued: { code: string; amount: number; email: string } | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('console');
  return (
    <Dialog open={issued !== null} onClose={onClose} title={t('moneyAccess.giftCards.issuedTitle')}>
      {issued ? (
        <div className="space-y-4 p-6">
          <p className="text-sm text-gray-700">
            {t('moneyAccess.giftCards.issuedText', {
              amount: formatMoney(issued.amount, 'usd', i18n.language),
              email: issued.email,
            })}
          </p>
          <p
            data-testid="issued-code"
            className="rounded-lg border-2 border-dashed border-gray-300 p-4 text-center font-mono text-xl tracking-wider break-all"
          >
            {issued.code}
          </p>
          <p className="text-sm text-gray-600">{t('moneyAccess.giftCards.issuedOnce')}</p>
          <div className="flex justify-end">
            <Button onClick={onClose}>{t('moneyAccess.done')}</Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
