import { randomUUID } from 'node:crypto';
import {
  addressErrors,
  BULK_ORDER_COLUMNS,
  BULK_ORDER_REQUIRED_COLUMNS,
  BULK_ORDER_ROWS_MAX,
  formatMoney,
  type BulkOrderProblem,
  type BulkOrderResult,
  type ShippingAddress,
} from '@storefront/contracts';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { csvRecords, CsvSyntaxError } from '../../lib/csv-records.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { getVariantsForCart, type CartVariant } from '../catalog/index.ts';
import { findUserByEmail } from '../identity/index.ts';
import { getOrderDetail, type OrderRow } from '../orders/index.ts';
import type { StorefrontRow } from '../storefronts/index.ts';
import { prepareCheckout } from './checkout.service.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import {
  checkoutBodyOf,
  fillCart,
  placeChargedToStore,
  type DraftOrderInput,
} from './draft-orders.service.ts';
import { orderConfirmationMail } from './order-mail.ts';

type KitLine = DraftOrderInput['lines'][number];
export type BulkOrderInput = {
  kit: KitLine[];
  csv: string;
  dry_run: boolean;
  mail_recipients: boolean;
};

type Recipient = {
  line: number;
  name: string;
  email: string;
  address: ShippingAddress;
  lines: KitLine[];
};

const Email = z.email();
const sizeColumn = (i: number) => `size_${i + 1}`;

/** Thrown to roll the whole transaction back with the answer (a dry run, or any bad row). */
class RolledBack {
  constructor(readonly result: BulkOrderResult) {}
}

/** The CSV's recipients, each with its kit lines (a size_N column picks another size of line N). */
function readRecipients(csv: string, kit: KitLine[], variants: Map<number, CartVariant>) {
  const problems: BulkOrderProblem[] = [];
  let records;
  try {
    records = csvRecords(csv);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return {
      recipients: [],
      problems: [{ line: error.line, column: null, message: error.problem }],
    };
  }
  const header = (records[0]?.fields ?? []).map((f) => f.trim().toLowerCase());
  const known = new Set<string>([...BULK_ORDER_COLUMNS, ...kit.map((_, i) => sizeColumn(i))]);
  for (const column of BULK_ORDER_REQUIRED_COLUMNS) {
    if (!header.includes(column))
      problems.push({ line: 1, column, message: 'This column is missing.' });
  }
  for (const column of header) {
    if (!known.has(column)) problems.push({ line: 1, column, message: 'Unknown column.' });
  }
  const rows = records.slice(1);
  if (!rows.length)
    problems.push({ line: 0, column: null, message: 'The file has no recipients.' });
  if (rows.length > BULK_ORDER_ROWS_MAX) {
    const message = `At most ${BULK_ORDER_ROWS_MAX} recipients per file; this one has ${rows.length}.`;
    problems.push({ line: 0, column: null, message });
  }
  if (problems.length) return { recipients: [], problems };
  const seen = new Map<string, number>();
  const recipients = rows.map(({ line, fields }): Recipient => {
    const cell = (column: string) => (fields[header.indexOf(column)] ?? '').trim();
    const problem = (column: string | null, message: string) =>
      problems.push({ line, column, message });
    const email = cell('email').toLowerCase();
    if (!cell('name')) problem('name', 'Enter a name.');
    if (!Email.safeParse(email).success) problem('email', 'Not a valid e-mail address.');
    else if (seen.has(email)) problem('email', `The same e-mail as line ${seen.get(email)}.`);
    else seen.set(email, line);
    const optional = (column: string) => cell(column) || undefined;
    const address: ShippingAddress = {
      name: cell('name'),
      line1: cell('line1'),
      line2: optional('line2'),
      city: cell('city'),
      region: optional('region'),
      postal_code: cell('postal_code'),
      country: cell('country').toUpperCase(),
      phone: optional('phone'),
    };
    for (const [field, message] of Object.entries(addressErrors(address))) problem(field, message);
    const lines = kit.map((kitLine, i) => {
      const wanted = cell(sizeColumn(i));
      if (!wanted) return kitLine;
      const variant = variants.get(kitLine.product_variant_id ?? 0);
      const size = variant?.sizes.find((s) => s.size.toLowerCase() === wanted.toLowerCase());
      if (!size) {
        const offered = variant?.sizes.map((s) => s.size).join(', ') ?? '';
        problem(
          sizeColumn(i),
          `No size “${wanted}” of ${variant?.product.name ?? 'this product'} (${offered}).`,
        );
        return kitLine;
      }
      return { ...kitLine, product_size_id: size.id };
    });
    return { line, name: cell('name'), email, address, lines };
  });
  return { recipients, problems };
}

/** Units per size the whole file takes, against the stock now. */
function stockNeeded(recipients: Recipient[], variants: Map<number, CartVariant>) {
  const needed = new Map<number, number>();
  for (const r of recipients) {
    for (const l of r.lines) {
      if (l.product_size_id)
        needed.set(l.product_size_id, (needed.get(l.product_size_id) ?? 0) + l.quantity);
    }
  }
  const sizes = [...variants.values()].flatMap((v) =>
    v.sizes.map((s) => ({ size: s, variant: v })),
  );
  return [...needed.entries()].flatMap(([sizeId, count]) => {
    const found = sizes.find((s) => s.size.id === sizeId);
    if (!found) return [];
    return [
      {
        name: found.variant.product.name,
        color: found.variant.color,
        size: found.size.size,
        needed: count,
        in_stock: found.size.quantity,
      },
    ];
  });
}

/**
 * A bulk kit order (decision 0025): the CSV read (csv-parse) and every row checked by line and
 * column; the total stock checked; then, in ONE transaction, for each recipient checkout's own
 * steps (lines into a cart, `prepareCheckout`, the guarded reservation) and the order confirmed as
 * paid by the store. Any problem anywhere rolls everything back; a dry run always does.
 */
export async function runBulkOrder(
  deps: CheckoutDeps,
  store: StorefrontRow,
  input: BulkOrderInput,
  actor: AuditActor,
  origin: string,
): Promise<BulkOrderResult> {
  const variantIds = input.kit.flatMap((l) => (l.product_variant_id ? [l.product_variant_id] : []));
  const variants = new Map(
    (await getVariantsForCart(deps.db, store.id, variantIds)).map((v) => [v.id, v]),
  );
  const { recipients, problems } = readRecipients(input.csv, input.kit, variants);
  const stock = stockNeeded(recipients, variants);
  for (const s of stock.filter((s) => s.needed > s.in_stock)) {
    problems.push({
      line: 0,
      column: null,
      message: `Not enough ${s.name} (${[s.color, s.size].filter(Boolean).join(', ')}): ${s.needed} needed, ${s.in_stock} in stock.`,
    });
  }
  const base = { dry_run: input.dry_run, recipients: recipients.length, stock, orders: [] };
  if (problems.length) return { ...base, ok: false, total: 0, problems };

  const placed: { order: OrderRow; recipient: Recipient }[] = [];
  try {
    const result = await deps.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      let total = 0;
      for (const recipient of recipients) {
        try {
          await db.transaction(async (sp) => {
            const spDb = sp as unknown as Database;
            const cartId = await fillCart(spDb, store, recipient.lines);
            const owner = { storefrontId: store.id, userId: null, cartId };
            const body = checkoutBodyOf({
              email: recipient.email,
              shipping_address: recipient.address,
            });
            const prepared = await prepareCheckout(spDb, store, owner, body);
            total += prepared.quote.total;
            if (input.dry_run) return;
            const account = await findUserByEmail(spDb, store.id, recipient.email);
            const order = await placeChargedToStore(deps, spDb, store, {
              key: `bulk-${randomUUID()}`,
              body,
              prepared,
              userId: account?.id ?? null,
            });
            placed.push({ order, recipient });
          });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          problems.push({ line: recipient.line, column: null, message: error.message });
        }
      }
      const answer: BulkOrderResult = {
        ...base,
        ok: problems.length === 0,
        total,
        problems,
        orders: placed.map(({ order, recipient }) => ({
          id: order.id,
          email: recipient.email,
          total: order.total,
        })),
      };
      if (problems.length || input.dry_run) {
        throw new RolledBack({ ...answer, orders: [], total: problems.length ? 0 : total });
      }
      await recordAudit(db, {
        storefrontId: store.id,
        actor,
        action: 'bulk_order.apply',
        subject: null,
        after: {
          recipients: recipients.length,
          total: formatMoney(total),
          kit: input.kit,
          order_ids: answer.orders.map((o) => o.id),
        },
      });
      return answer;
    });
    // Each order's order.placed was recorded in the transaction; delivered now it committed.
    for (const { order } of placed) {
      await deps.orderEvents.announce({ storefrontId: store.id, orderId: order.id });
    }
    if (input.mail_recipients) {
      for (const { order } of placed) {
        const reader = { userId: null, idempotencyKey: order.idempotencyKey };
        const detail = await getOrderDetail(deps.db, store.id, order.uuid, reader);
        await deps.mailer.queue(
          orderConfirmationMail(detail, store, `${origin}/my-account/orders/${order.uuid}`),
        );
      }
    }
    return result;
  } catch (error) {
    if (error instanceof RolledBack) return error.result;
    throw error;
  }
}
