import { ConsoleCard } from '../../components/ui/console-card.tsx';
import { formatMoney, type CustomerDetail, type Storefront } from '@storefront/contracts';
import { Ban, MailCheck, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { orderNumber, PeopleBadge, useWhen } from './people-badges.tsx';

/** Block (or unblock) and resend the verification mail: owners only; blocking asks first. */
export function CustomerActions({
  customer,
  onBlock,
  submitting,
}: {
  customer: CustomerDetail;
  onBlock: () => void;
  submitting: boolean;
}) {
  const { t } = useTranslation('console');
  return (
    <>
      {!customer.email_verified && !customer.external ? (
        <Form method="post">
          <input type="hidden" name="intent" value="verify" />
          <Button type="submit" variant="outline" disabled={submitting}>
            <MailCheck aria-hidden />
            {t('people.customers.resend')}
          </Button>
        </Form>
      ) : null}
      <Button variant="outline" onClick={onBlock}>
        {customer.blocked ? <ShieldCheck aria-hidden /> : <Ban aria-hidden />}
        {t(customer.blocked ? 'people.customers.unblock' : 'people.customers.block')}
      </Button>
    </>
  );
}

/** Asks before blocking (their sessions end, sign-in is refused) or unblocking. */
export function BlockDialog({
  customer,
  open,
  onClose,
  submitting,
}: {
  customer: CustomerDetail;
  open: boolean;
  onClose: () => void;
  submitting: boolean;
}) {
  const { t } = useTranslation('console');
  const key = customer.blocked ? 'unblockConfirm' : 'blockConfirm';
  return (
    <Dialog open={open} onClose={onClose} title={t(`people.customers.${key}.title`)}>
      <Form method="post" className="space-y-4 p-6">
        <input type="hidden" name="intent" value={customer.blocked ? 'unblock' : 'block'} />
        <p className="text-sm text-gray-700">
          {t(`people.customers.${key}.body`, { email: customer.email })}
        </p>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" onClick={onClose}>
            {t('people.cancel')}
          </Button>
          <Button type="submit" disabled={submitting} data-autofocus>
            {t(`people.customers.${key}.submit`)}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}

/** Who the shopper is: address, verification, sign-in kind, since when, blocked when. */
export function CustomerFacts({ customer }: { customer: CustomerDetail }) {
  const { t, i18n } = useTranslation('console');
  const when = useWhen();
  const rows: [string, React.ReactNode][] = [
    [t('people.customers.email'), <span className="break-all">{customer.email}</span>],
    [
      t('people.customers.verification'),
      customer.email_verified ? t('people.customers.verified') : t('people.customers.unverified'),
    ],
    [
      t('people.customers.signIn'),
      t(customer.external ? 'people.customers.sso' : 'people.customers.password'),
    ],
    [t('people.customers.joined'), when(customer.created_at, false)],
    [t('people.customers.columns.orders'), String(customer.orders)],
    [t('people.customers.columns.spend'), formatMoney(customer.spend, 'usd', i18n.language)],
  ];
  if (customer.blocked_at) rows.push([t('people.customers.blockedAt'), when(customer.blocked_at)]);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-gray-600">{term}</dt>
          <dd className="min-w-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The shopper's orders, newest first, each linking to its console page. */
export function CustomerOrders({ customer }: { customer: CustomerDetail }) {
  const { t, i18n } = useTranslation('console');
  const when = useWhen();
  if (!customer.order_list.length)
    return <p className="text-sm text-gray-600">{t('people.customers.noOrders')}</p>;
  return (
    <ul className="divide-y divide-gray-200 text-sm">
      {customer.order_list.map((o) => (
        <li
          key={o.id}
          data-testid="customer-order"
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2"
        >
          <Link
            to={`/admin/orders/${o.id}`}
            className="font-medium text-brand underline underline-offset-4"
          >
            {orderNumber(o.uuid)}
          </Link>
          <time dateTime={o.created_at} className="text-gray-600">
            {when(o.created_at)}
          </time>
          <PeopleBadge tone="neutral">{t(`orders.statuses.${o.status}`)}</PeopleBadge>
          <span className="ml-auto font-medium">{formatMoney(o.total, 'usd', i18n.language)}</span>
        </li>
      ))}
    </ul>
  );
}

/** A private store admitting only an e-mail domain says which one, with the way to change it. */
export function AllowedDomainCard({ store }: { store: Storefront }) {
  const { t } = useTranslation('console');
  if (!store.private_store || !store.private_access.login || !store.allowed_email_domain)
    return null;
  return (
    <ConsoleCard title={t('people.customers.domain.title')}>
      <p className="text-sm text-gray-700">
        {t('people.customers.domain.body', { domain: store.allowed_email_domain })}
      </p>
      <Link
        to="/admin/settings"
        className="mt-2 inline-block text-sm text-brand underline underline-offset-4"
      >
        {t('people.customers.domain.change')}
      </Link>
    </ConsoleCard>
  );
}
