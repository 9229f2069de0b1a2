import { Readable } from 'node:stream';
import {
  ORDER_CSV_COLUMNS,
  orderCsvRows,
  orderStatusName,
  type OrderExportQuery,
  type OrderPayload,
  type PaymentStatus,
} from '@storefront/contracts';
import { stringify } from 'csv-stringify';
import type { Database } from '../../db/client.ts';
import { spreadsheetSafe } from '../../lib/csv-records.ts';
import { findPromoCodeText } from '../promo-codes/index.ts';
import { findExportBatch, findOrderOfStore, findOrderParts } from './order-export.queries.ts';
import type { OrderRow } from './orders.queries.ts';

// One order payload (decision 0022): the body of order webhooks and the rows of the CSV export.

type Parts = Awaited<ReturnType<typeof findOrderParts>>;

/** The payloads of these orders, in their order, from four queries (plus one per promo code). */
async function payloadsOf(db: Database, rows: OrderRow[]): Promise<OrderPayload[]> {
  const parts: Parts = await findOrderParts(
    db,
    rows.map((o) => o.id),
  );
  const promoIds = [...new Set(rows.map((o) => o.promoCodeId).filter((id) => id !== null))];
  const promoCodes = new Map(
    await Promise.all(promoIds.map(async (id) => [id, await findPromoCodeText(db, id)] as const)),
  );
  return rows.map((order) => {
    const a = order.shippingAddress;
    return {
      id: order.id,
      number: order.uuid,
      created_at: order.createdAt.toISOString(),
      status: order.status,
      status_name: orderStatusName(order.status),
      payment_status: order.paymentStatus as PaymentStatus,
      currency: order.currency,
      customer: { email: order.email, name: a?.name ?? null },
      shipping_address: a && {
        name: a.name,
        line1: a.line1,
        line2: a.line2 ?? null,
        city: a.city,
        region: a.region ?? null,
        postal_code: a.postal_code,
        country: a.country,
        phone: a.phone ?? null,
      },
      totals: {
        subtotal: order.subtotal,
        discount: order.discount,
        shipping: order.shipping,
        tax: order.tax,
        gift_card_amount: order.giftCardAmount,
        total: order.total,
        refunded: parts.refunded.find((r) => r.orderId === order.id)?.sum ?? 0,
      },
      promo_code: (order.promoCodeId !== null && promoCodes.get(order.promoCodeId)) || null,
      lines: parts.lines
        .filter((l) => l.orderId === order.id)
        .map((l) => ({
          id: l.id,
          product_id: l.productId,
          name: l.name,
          color: l.color,
          size: l.size,
          quantity: l.quantity,
          unit_price: l.unitPrice,
          line_total: l.lineTotal,
          is_gift_card: l.isGiftCard,
          parcel_id: l.parcelId,
        })),
      parcels: parts.parcels
        .filter((p) => p.orderId === order.id)
        .map((p) => ({
          id: p.id,
          status: p.status as OrderPayload['parcels'][number]['status'],
          carrier: p.carrier,
          tracking_number: p.trackingNumber,
          tracking_url: p.trackingUrl,
          shipped_at: p.shippedAt?.toISOString() ?? null,
        })),
    };
  });
}

/** The store's order as webhooks send it, or null when the store has no such order. */
export async function orderPayloadOf(
  db: Database,
  storefrontId: number,
  orderId: number,
): Promise<OrderPayload | null> {
  const order = await findOrderOfStore(db, storefrontId, orderId);
  return order && (await payloadsOf(db, [order]))[0]!;
}

/** The store's latest order as webhooks send it (the test event's sample), if it has one. */
export async function latestOrderPayload(db: Database, storefrontId: number) {
  const query = { status: 0, sort: 'created_at', order: 'desc' } as const;
  const [order] = await findExportBatch(db, storefrontId, query, 0, 1);
  return order ? (await payloadsOf(db, [order]))[0]! : null;
}

const BATCH = 200;

async function* exportRows(db: Database, storefrontId: number, query: OrderExportQuery) {
  for (let offset = 0; ; offset += BATCH) {
    const batch = await findExportBatch(db, storefrontId, query, offset, BATCH);
    for (const payload of await payloadsOf(db, batch)) yield* orderCsvRows(payload);
    if (batch.length < BATCH) return;
  }
}

/**
 * Every order of the store matching the console list's search, filters and sort as CSV (a row per
 * line, the columns of ORDER_CSV_COLUMNS), read and written a batch at a time; cells a spreadsheet
 * would run as a formula are defused like the catalogue CSV's.
 */
export function exportOrdersCsv(
  db: Database,
  storefrontId: number,
  query: OrderExportQuery,
): Readable {
  return Readable.from(exportRows(db, storefrontId, query)).pipe(
    stringify({
      header: true,
      columns: [...ORDER_CSV_COLUMNS],
      bom: true,
      cast: { string: spreadsheetSafe },
    }),
  );
}
