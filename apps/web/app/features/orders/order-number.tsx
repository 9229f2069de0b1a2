import { useTranslation } from 'react-i18next';

/**
 * "Order # <uuid>": the 36-character number in small monospace on a line of its own when the
 * line is short (a phone), so it never breaks in the middle; it breaks only where nothing fits.
 */
export function OrderNumber({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const [before = '', after = ''] = t('ORDERS.orderNumber', { uuid: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <span className="inline-block max-w-full font-mono text-sm break-all nav:text-[0.875em]">
        {uuid}
      </span>
      {after}
    </>
  );
}
