import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';

/** The signing secret, shown this once (after adding an endpoint or rotating its secret). */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation('console');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard.writeText(secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <Dialog
      open={secret !== null}
      onClose={() => {
        setCopied(false);
        onClose();
      }}
      title={t('webhooks.secretTitle')}
      className="w-full max-w-lg"
    >
      <div className="space-y-4 p-6">
        <p className="text-sm text-gray-700">{t('webhooks.secretExplained')}</p>
        <div className="flex flex-wrap items-center gap-2">
          <code
            data-testid="webhook-secret"
            className="min-w-0 flex-1 rounded-lg border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-sm break-all"
          >
            {secret}
          </code>
          <Button variant="outline" onClick={copy}>
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? t('webhooks.copied') : t('webhooks.copy')}
          </Button>
        </div>
        <div className="flex justify-end">
          <Button onClick={onClose}>{t('webhooks.done')}</Button>
        </div>
      </div>
    </Dialog>
  );
}
