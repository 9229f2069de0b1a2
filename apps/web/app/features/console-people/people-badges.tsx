import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

const TONE = {
  neutral: 'bg-gray-100 text-gray-800',
  success: 'bg-green-100 text-green-900',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-900',
  info: 'bg-blue-100 text-blue-900',
};

export function PeopleBadge({
  tone,
  children,
}: {
  tone: keyof typeof TONE;
  children: React.ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        TONE[tone],
      )}
    >
      {children}
    </span>
  );
}

/** Blocked and unverified shoppers stand out; a verified one says so quietly. */
export function CustomerBadges({ blocked, verified }: { blocked: boolean; verified: boolean }) {
  const { t } = useTranslation('console');
  return (
    <span className="flex flex-wrap gap-1">
      {blocked ? <PeopleBadge tone="danger">{t('people.customers.blocked')}</PeopleBadge> : null}
      <PeopleBadge tone={verified ? 'success' : 'warning'}>
        {t(verified ? 'people.customers.verified' : 'people.customers.unverified')}
      </PeopleBadge>
    </span>
  );
}

export function ContactStatusBadge({ status }: { status: 'open' | 'handled' }) {
  const { t } = useTranslation('console');
  return (
    <PeopleBadge tone={status === 'open' ? 'info' : 'neutral'}>
      {t(`people.inbox.statuses.${status}`)}
    </PeopleBadge>
  );
}

/** Dates and times in the console's language. */
export function useWhen() {
  const { i18n } = useTranslation('console');
  return (iso: string, withTime = true) =>
    new Date(iso).toLocaleString(i18n.language, {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' as const } : {}),
    });
}

/** The order number the console shows everywhere (the start of its id). */
export const orderNumber = (uuid: string) => `#${uuid.slice(0, 8)}`;
