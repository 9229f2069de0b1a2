import { parseWithZod } from '@conform-to/zod/v4';
import {
  ConsoleOrderResponse,
  formatMoney,
  OrderNoteResponse,
  RefundResponse,
} from '@storefront/contracts';
import { Ban, PencilLine, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link, useNavigation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { CancelOrderDialog } from '../../features/console-orders/cancel-order-dialog.tsx';
import { EditOrderDialog } from '../../features/console-orders/edit-order-dialog.tsx';
import { OrderStatusBadge, PaymentBadge } from '../../features/console-orders/order-badges.tsx';
import {
  OrderHistory,
  OrderNotes,
  StatusMenu,
} from '../../features/console-orders/order-activity.tsx';
import {
  ORDER_FORMS,
  toRefundBody,
  type OrderIntent,
  type RefundForm,
} from '../../features/console-orders/order-forms.ts';
import { OrderParcels } from '../../features/console-orders/order-parcels.tsx';
import {
  OrderCustomer,
  OrderRefunds,
  OrderTotals,
} from '../../features/console-orders/order-side.tsx';
import { orderNumber } from '../../features/console-orders/orders-table.tsx';
import { OrderMessages } from '../../features/console-people/order-messages.tsx';
import { RefundDialog } from '../../features/console-orders/refund-dialog.tsx';
import { ShipParcelDialog } from '../../features/console-orders/ship-parcel-dialog.tsx';
import { ConsoleCard, PageHeader } from '../../features/console-shell/page-header.tsx';
import { useToast } from '../../features/shell/toasts.tsx';
import { ApiFailure, apiJson, rethrowAsPageError } from '../../lib/api.server.ts';
import { submitToApi } from '../../lib/api-submission.server.ts';
import { getStore } from '../../lib/session.server.ts';
import { useOnChange } from '../../lib/use-on-change.ts';
import type { Route } from './+types/orders.$orderId';

const orderPath = async (context: Route.LoaderArgs['context'], orderId: string) =>
  `/storefronts/${(await getStore(context)).id}/admin/orders/${Number(orderId) || 0}`;

export async function loader({ params, context }: Route.LoaderArgs) {
  const path = await orderPath(context, params.orderId);
  const order = await apiJson(context, path, ConsoleOrderResponse).catch(rethrowAsPageError);
  return { order: order.data };
}

/** Ship, refund, cancel, set a status or add a note: the shared schema first, then the API. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const path = await orderPath(context, params.orderId);
  const formData = await request.formData();
  const intent = String(formData.get('intent')) as OrderIntent;
  if (!(intent in ORDER_FORMS)) throw data({ message: 'Unknown action.' }, { status: 400 });
  const submission = parseWithZod(formData, { schema: ORDER_FORMS[intent] });
  if (submission.status !== 'success') return { intent, result: submission.reply() };
  const value = submission.value as Record<string, unknown>;
  const post = (url: string, json: unknown, schema = ConsoleOrderResponse as never, headers = {}) =>
    apiJson(context, `${path}${url}`, schema, { method: 'POST', json, headers });
  const outcome = await submitToApi(submission, () => send().catch(fieldErrorsOnly(intent)));
  if (!outcome.ok) return { intent, result: outcome.result };
  return { intent, result: submission.reply({ resetForm: true }), done: true };

  function send(): Promise<unknown> {
    switch (intent) {
      case 'ship': {
        const { parcelId, ...body } = value;
        return post(`/parcels/${parcelId}/ship`, body);
      }
      case 'refund': {
        const form = value as RefundForm;
        return post('/refunds', toRefundBody(form), RefundResponse as never, {
          'idempotency-key': form.key,
        });
      }
      case 'note':
        return post('/notes', value, OrderNoteResponse as never);
      default:
        return post(`/${intent}`, value);
    }
  }
}

/** The fields each form shows errors beside; any other refusal (a 409) is the form's message. */
const FIELDS: Record<OrderIntent, string[]> = {
  ship: ['carrier', 'tracking_number', 'tracking_url'],
  refund: ['amount'],
  note: ['body'],
  cancel: ['reason'],
  status: [],
};

function fieldErrorsOnly(intent: OrderIntent) {
  return (error: unknown): never => {
    if (!(error instanceof ApiFailure)) throw error;
    const errors = Object.fromEntries(
      Object.entries(error.errors).filter(([key]) => FIELDS[intent].includes(key)),
    );
    throw new ApiFailure(error.status, error.message, errors);
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `Order ${orderNumber(loaderData.order.uuid)}` : 'Order' }];
}

type Dialogs = {
  ship: { id: number; number: number } | null;
  refund: boolean;
  cancel: boolean;
  edit?: boolean;
};

export default function ConsoleOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('console');
  const { order } = loaderData;
  const show = useToast();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  const [open, setOpen] = useState<Dialogs>({ ship: null, refund: false, cancel: false });
  const close = () => setOpen({ ship: null, refund: false, cancel: false });
  // Owners may edit what may still be cancelled and has not shipped (decision 0025).
  const editable = order.actions.cancel && !order.parcels.some((p) => p.status === 'shipped');
  const done = actionData && 'done' in actionData ? actionData : null;
  useOnChange(done, (answer) => {
    close();
    show('success', t(`orders.toasts.${answer.intent}`));
  });
  const failed = actionData && !done ? actionData : null;
  const resultOf = (intent: OrderIntent) => (failed?.intent === intent ? failed.result : undefined);
  useOnChange(failed?.intent === 'status' ? failed : null, (f) => {
    const message = f.result.error?.['']?.[0];
    if (message) show('error', message);
  });
  return (
    <>
      <Link to="/admin/orders" className="mb-2 inline-block text-sm text-brand hover:underline">
        ← {t('orders.back')}
      </Link>
      <PageHeader
        title={t('orders.orderTitle', { number: orderNumber(order.uuid) })}
        description={new Date(order.created_at).toLocaleString(i18n.language, {
          dateStyle: 'long',
          timeStyle: 'short',
        })}
        actions={
          <>
            <StatusMenu statuses={order.actions.statuses} />
            {editable ? (
              <Button variant="outline" onClick={() => setOpen({ ...open, edit: true })}>
                <PencilLine aria-hidden />
                {t('orderEdits.open')}
              </Button>
            ) : null}
            {order.actions.refund ? (
              <Button variant="outline" onClick={() => setOpen({ ...open, refund: true })}>
                <Undo2 aria-hidden />
                {t('orders.refund.open')}
              </Button>
            ) : null}
            {order.actions.cancel ? (
              <Button variant="outline" onClick={() => setOpen({ ...open, cancel: true })}>
                <Ban aria-hidden />
                {t('orders.cancel.open')}
              </Button>
            ) : null}
          </>
        }
      />
      <p className="mb-6 flex flex-wrap gap-2" data-testid="order-badges">
        <OrderStatusBadge status={order.status} />
        <PaymentBadge status={order.payment_status} />
      </p>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          <OrderParcels order={order} onShip={(ship) => setOpen({ ...open, ship })} />
          <ConsoleCard title={t('orders.history')}>
            <OrderHistory order={order} />
          </ConsoleCard>
          <ConsoleCard title={t('orders.notes.title')} description={t('orders.notes.description')}>
            <OrderNotes order={order} lastResult={resultOf('note')} submitting={submitting} />
          </ConsoleCard>
        </div>
        <div className="space-y-4">
          <ConsoleCard title={t('orders.customer')}>
            <OrderCustomer order={order} />
          </ConsoleCard>
          <OrderMessages orderId={order.id} />
          <ConsoleCard title={t('orders.totals.title')}>
            <OrderTotals order={order} />
          </ConsoleCard>
          {order.refunds.length ? (
            <ConsoleCard title={t('orders.refunds')}>
              <OrderRefunds order={order} />
            </ConsoleCard>
          ) : null}
        </div>
      </div>
      <ShipParcelDialog
        parcel={open.ship}
        onClose={close}
        lastResult={resultOf('ship')}
        submitting={submitting}
      />
      <RefundDialog
        order={open.refund ? order : null}
        onClose={close}
        lastResult={resultOf('refund')}
        submitting={submitting}
      />
      <EditOrderDialog
        open={!!open.edit}
        orderId={order.id}
        currency={order.currency}
        onClose={close}
        onDone={(result) => {
          close();
          show(
            'success',
            t('orderEdits.done', {
              refund: formatMoney(result.refund, order.currency, i18n.language),
            }),
          );
        }}
      />
      <CancelOrderDialog
        open={open.cancel}
        onClose={close}
        refundable={order.refundable}
        lastResult={resultOf('cancel')}
        submitting={submitting}
      />
    </>
  );
}
