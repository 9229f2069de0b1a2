import { orderStatusTag, paymentStatusSeverity, type TagSeverity } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

const TONE: Record<TagSeverity, string> = {
  info: 'bg-blue-100 text-blue-900',
  warning: 'bg-amber-100 text-amber-900',
  success: 'bg-green-100 text-green-900',
  danger: 'bg-red-100 text-red-900',
};

function Badge({ severity, children }: { severity: TagSeverity; children: React.ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        TONE[severity],
      )}
    >
      {children}
    </span>
  );
}

/** An order's §3 status with the severity shoppers see too. */
export function OrderStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('console');
  return <Badge severity={orderStatusTag(status).severity}>{t(`orders.statuses.${status}`)}</Badge>;
}

export function PaymentBadge({ status }: { status: string }) {
  const { t } = useTranslation('console');
  return (
    <Badge severity={paymentStatusSeverity(status)}>
      {t(`orders.paymentStatuses.${status}`, { defaultValue: status })}
    </Badge>
  );
}

export function ParcelBadge({ state }: { state: string }) {
  const { t } = useTranslation('console');
  const severity: TagSeverity =
    state === 'shipped' ? 'success' : state === 'cancelled' ? 'danger' : 'warning';
  return <Badge severity={severity}>{t(`orders.parcelStates.${state}`)}</Badge>;
}
