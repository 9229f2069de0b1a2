import { randomUUID } from 'node:crypto';
import {
  DRAFT_ORDER_MESSAGES as M,
  STORE_PAYER,
  type CheckoutBody,
  type DraftOrderResult,
  type PayDraftView,
  type PaymentDetails,
} from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, invalidData, notFound } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { addLine, type CartOwner } from '../cart/index.ts';
import { findUserByEmail, hashSecret, newSecretToken } from '../identity/index.ts';
import { getOrderDetail, type OrderRow } from '../orders/index.ts';
import type { StorefrontRow } from '../storefronts/index.ts';
import { prepareCheckout, type PreparedCheckout } from './checkout.service.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { draftPaymentMail } from './draft-order-mail.ts';
import {
  findDraftByToken,
  insertDraftOrder,
  settleDraft,
  takeDraftForPayment,
  type DraftOrderRow,
} from './draft-orders.queries.ts';
import { chargeOrder, settleOrder, type PaymentOutcome } from './finish-order.ts';
import { orderConfirmationMail } from './order-mail.ts';
import { confirmOrder } from './steps/settle-order.ts';
import { reserveOrder } from './steps/reserve-order.ts';

/** A draft order's body as the route parsed it (`DraftOrderBody`'s output). */
export type DraftOrderInput = {
  customer: { name: string; email: string };
  lines: Parameters<typeof addLine>[2][];
  shipping_address: CheckoutBody['shipping_address'];
  mode: 'quote' | 'send_link' | 'charge_store';
  expires_in_days: number;
};

const GIFT_CARDS_NOT_HERE =
  'Gift cards cannot be ordered for someone here; sell them in the store.';
const DAY_MS = 24 * 60 * 60_000;

/** Thrown to roll a quote's transaction back with its answer. */
class QuoteOnly {
  constructor(readonly result: DraftOrderResult) {}
}

export const checkoutBodyOf = (d: {
  email: string;
  shipping_address: CheckoutBody['shipping_address'];
}): CheckoutBody => ({
  email: d.email,
  shipping_address: d.shipping_address,
  gift_card_codes: [],
});

/** Each line added to the draft's cart with every rule of the cart; errors named by line. */
export async function fillCart(
  db: Database,
  store: StorefrontRow,
  lines: DraftOrderInput['lines'],
) {
  let cartId: string | null = null;
  for (const [i, line] of lines.entries()) {
    const owner: CartOwner = { storefrontId: store.id, userId: null, cartId };
    try {
      cartId = (await addLine(db, owner, line, store.giftCardAmountMaxCents)).id;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const fields = Object.entries(error.errors);
      throw new AppError(
        error.code === 'not_found' ? 'invalid_data' : error.code,
        `Line ${i + 1}: ${error.message}`,
        fields.length
          ? Object.fromEntries(fields.map(([k, v]) => [`lines.${i}.${k}`, v]))
          : { [`lines.${i}.product_id`]: [error.message] },
      );
    }
  }
  return cartId!;
}

function resultOf(
  prepared: PreparedCheckout,
  draft: DraftOrderRow | null,
  orderId: number | null,
): DraftOrderResult {
  return {
    id: draft?.id ?? null,
    status: draft?.status ?? null,
    quote: prepared.quote,
    lines: prepared.cart.lines,
    order_id: orderId,
    expires_at: draft?.expiresAt?.toISOString() ?? null,
  };
}

/**
 * A draft order (decision 0025), in one transaction: its lines go into a cart nobody else holds,
 * with every rule of the cart, and it is priced by checkout's `prepareCheckout`. `quote` answers
 * the prices and rolls everything back. `send_link` keeps the draft and mails the customer a
 * single-use link that expires (nothing is reserved until they pay). `charge_store` places the
 * order at once with checkout's reservation step (stock taken with the guarded statements, never
 * oversold) and records it paid by the store (payment provider `store`, no card).
 */
export async function createDraftOrder(
  deps: CheckoutDeps,
  store: StorefrontRow,
  input: DraftOrderInput,
  actor: AuditActor,
  origin: string,
): Promise<DraftOrderResult> {
  const email = input.customer.email.toLowerCase();
  const account = await findUserByEmail(deps.db, store.id, email);
  const body = checkoutBodyOf({ email, shipping_address: input.shipping_address });
  let mail: (() => Promise<unknown>) | null = null;
  try {
    const result = await deps.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const cartId = await fillCart(db, store, input.lines);
      const owner: CartOwner = { storefrontId: store.id, userId: null, cartId };
      const prepared = await prepareCheckout(db, store, owner, body);
      if (prepared.cart.lines.some((l) => l.is_gift_card)) {
        throw invalidData(GIFT_CARDS_NOT_HERE, { lines: [GIFT_CARDS_NOT_HERE] });
      }
      if (input.mode === 'quote') throw new QuoteOnly(resultOf(prepared, null, null));
      const link = input.mode === 'send_link' ? newSecretToken() : null;
      const expiresAt = link ? new Date(Date.now() + input.expires_in_days * DAY_MS) : null;
      const draft = await insertDraftOrder(db, {
        storefrontId: store.id,
        cartId,
        userId: account?.id ?? null,
        name: input.customer.name,
        email,
        shippingAddress: input.shipping_address,
        status: link ? 'open' : 'charged',
        tokenHash: link?.hash ?? null,
        expiresAt,
        createdByUserId: actor.userId,
        createdByEmail: actor.email,
      });
      let orderId: number | null = null;
      if (link) {
        const url = `${origin}/pay/${link.token}`;
        const total = prepared.quote.total;
        mail = () =>
          deps.mailer.queue(
            draftPaymentMail(
              store,
              { ...input.customer, email, total, currency: 'usd', expiresAt: expiresAt! },
              url,
            ),
          );
      } else {
        const row = await placeChargedToStore(deps, db, store, {
          key: `draft-${draft.uuid}`,
          body,
          prepared,
          userId: account?.id ?? null,
        });
        await settleDraft(db, draft.id, {
          status: 'charged',
          orderId: row.id,
          orderUuid: row.uuid,
        });
        orderId = row.id;
        mail = async () => {
          const detail = await getOrderDetail(deps.db, store.id, row.uuid, {
            userId: null,
            idempotencyKey: row.idempotencyKey,
          });
          await deps.mailer.queue(
            orderConfirmationMail(detail, store, `${origin}/my-account/orders/${row.uuid}`),
          );
        };
      }
      await recordAudit(db, {
        storefrontId: store.id,
        actor,
        action: link ? 'draft_order.send_link' : 'draft_order.charge_store',
        subject: draft.uuid,
        after: {
          customer: { name: input.customer.name, email },
          lines: input.lines,
          total: prepared.quote.total,
          order_id: orderId,
        },
      });
      return resultOf(prepared, draft, orderId);
    });
    if (result.order_id !== null) {
      // Charged to the store: placed, its order.placed recorded with it, delivered now.
      await deps.orderEvents.announce({ storefrontId: store.id, orderId: result.order_id });
    }
    if (mail) await (mail as () => Promise<unknown>)();
    return result;
  } catch (error) {
    if (error instanceof QuoteOnly) return error.result;
    throw error;
  }
}

/**
 * Checkout's reservation, then the order confirmed as paid by the store itself (in `db`, the
 * caller's transaction: its order.placed event is recorded there; the caller announces it after
 * its commit).
 */
export async function placeChargedToStore(
  deps: CheckoutDeps,
  db: Database,
  store: StorefrontRow,
  ask: { key: string; body: CheckoutBody; prepared: PreparedCheckout; userId: number | null },
): Promise<OrderRow> {
  const reservation = await reserveOrder(db, {
    storefrontId: store.id,
    userId: ask.userId,
    idempotencyKey: ask.key,
    body: ask.body,
    prepared: ask.prepared,
    reservationMs: deps.reservationMs,
  });
  if (!reservation.fresh) throw new AppError('conflict', M.linkBusy);
  const { order } = reservation;
  await confirmOrder(db, order, { provider: STORE_PAYER, reference: null, card: null });
  return order;
}

/** The draft of a payment link, or 404. */
async function draftOfToken(db: Database, storefrontId: number, token: string) {
  const draft = await findDraftByToken(db, storefrontId, hashSecret(token));
  if (!draft || draft.cartId === null) throw notFound(M.linkUnknown);
  return draft;
}

function linkState(draft: DraftOrderRow): PayDraftView['status'] {
  if (draft.status === 'paid' || draft.status === 'charged') return 'paid';
  if (draft.status === 'paying') return 'busy';
  if (!draft.expiresAt || draft.expiresAt <= new Date()) return 'expired';
  return 'open';
}

/** What the shopper's payment page shows: the draft priced now, and whether it may be paid. */
export async function getDraftForPayment(
  db: Database,
  store: StorefrontRow,
  token: string,
): Promise<PayDraftView> {
  const draft = await draftOfToken(db, store.id, token);
  const status = linkState(draft);
  const owner: CartOwner = { storefrontId: store.id, userId: null, cartId: draft.cartId };
  const base = {
    status,
    name: draft.name,
    email: draft.email,
    shipping_address: draft.shippingAddress,
    expires_at: draft.expiresAt!.toISOString(),
    order_uuid: draft.orderUuid,
  };
  if (status !== 'open') {
    return { ...base, lines: [], quote: EMPTY_QUOTE };
  }
  const prepared = await prepareCheckout(
    db,
    store,
    owner,
    checkoutBodyOf({
      email: draft.email,
      shipping_address: draft.shippingAddress,
    }),
  );
  return { ...base, lines: prepared.cart.lines, quote: prepared.quote };
}

const EMPTY_QUOTE: PayDraftView['quote'] = {
  subtotal: 0,
  discount: 0,
  shipping: 0,
  tax: 0,
  gift_card_amount: 0,
  total: 0,
  total_without_discounts: 0,
  currency: 'usd',
  parcels: [],
  promo_code: null,
  gift_cards: [],
  payment_required: false,
};

/**
 * The shopper pays a draft through its link: a guarded UPDATE takes the link (one payment at a
 * time, never after it was paid or expired), then checkout's own steps: priced again, stock
 * reserved with the guarded statements, the card charged outside any transaction, the order
 * confirmed and mailed. A declined card gives the link back for another try.
 */
export async function payDraft(
  deps: CheckoutDeps,
  store: StorefrontRow,
  token: string,
  payment: PaymentDetails,
  origin: string,
): Promise<PayDraftView> {
  const found = await draftOfToken(deps.db, store.id, token);
  const state = linkState(found);
  if (state !== 'open') {
    const message = { paid: M.linkUsed, busy: M.linkBusy, expired: M.linkExpired }[state];
    throw new AppError('conflict', message);
  }
  const draft = await takeDraftForPayment(deps.db, found.id);
  if (!draft) throw new AppError('conflict', M.linkBusy);
  const owner: CartOwner = { storefrontId: store.id, userId: null, cartId: draft.cartId };
  const body = {
    ...checkoutBodyOf({ email: draft.email, shipping_address: draft.shippingAddress }),
    payment,
  };
  let placed = false;
  try {
    const prepared = await prepareCheckout(deps.db, store, owner, body);
    const reservation = await reserveOrder(deps.db, {
      storefrontId: store.id,
      userId: draft.userId,
      // A declined try keeps its key: each try is its own order, the link its one success.
      idempotencyKey: `draft-${draft.uuid}-${randomUUID()}`,
      body,
      prepared,
      reservationMs: deps.reservationMs,
    });
    if (!reservation.fresh) throw new AppError('conflict', M.linkUsed);
    const { order } = reservation;
    const result: PaymentOutcome =
      order.total > 0
        ? await chargeOrder(deps.provider, order, payment)
        : { status: 'paid', reference: null };
    await settleOrder(deps, order, result, { store, origin });
    if (result.status === 'declined') throw new AppError('payment_failed', result.message);
    placed = true;
    await settleDraft(deps.db, draft.id, {
      status: 'paid',
      orderId: order.id,
      orderUuid: order.uuid,
    });
  } finally {
    if (!placed) await settleDraft(deps.db, draft.id, { status: 'open' });
  }
  return getDraftForPayment(deps.db, store, token);
}
