import type { WebhookEndpoint } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';

/** Asks before deleting an endpoint (its delivery log goes with it). */
export function DeleteEndpointDialog({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  return (
    <Dialog
      open={endpoint !== null}
      onClose={onClose}
      title={t('webhooks.deleteTitle')}
      className="w-full max-w-md"
    >
      <Form method="post" className="space-y-4 p-6" onSubmit={onClose}>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="endpointId" value={endpoint?.id ?? ''} />
        <p className="text-sm break-all text-gray-700">
          {t('webhooks.confirmDelete', { url: endpoint?.url ?? '' })}
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('webhooks.cancel')}
          </Button>
          <Button type="submit">{t('webhooks.delete')}</Button>
        </div>
      </Form>
    </Dialog>
  );
}
