/** Alex's order history: every status of §3 a shopper sees, with totals as checkout computes them. */
import { OrderStatus } from '@storefront/contracts';
import type { Transaction } from '../client.ts';
import {
  orderLines,
  orders,
  orderStatusHistory,
  parcels,
  type ShippingAddress,
} from '../schema/index.ts';
import type { SeededCatalog, Sku } from './insert-products.ts';
import type { Random } from './random.ts';
import { daysFrom } from './days.ts';

const ALEX_ADDRESS: ShippingAddress = {
  name: 'Alex Morgan',
  line1: '100 Market Street',
  line2: 'Suite 300',
  city: 'San Francisco',
  region: 'CA',
  postal_code: '94105',
  country: 'US',
  phone: '+1 415 555 0100',
};

type OrderDef = {
  daysAgo: number;
  /** Every status the order went through, the last one is its status now. */
  history: OrderStatus[];
  paymentStatus: 'paid' | 'refunded';
  /** `${product}/${colour}/${size}` in Acme, and a quantity. */
  lines: [string, number][];
  promo?: 'WELCOME10';
  /** Part of the total paid from one of Alex's gift cards. */
  paidFromGiftCard?: { code: string; cents: number };
  /** The gift card this order's gift-card line issued. */
  issuedGiftCard?: { code: string; recipient: string };
  /** Parcels already shipped, by warehouse index (0 east, 1 west); all when the order is Shipped. */
  shippedFrom?: number[];
};

const { NewOrder, InProgress, Shipped, PartiallyShipped, Cancelled } = OrderStatus;
export const ALEX_ORDERS: OrderDef[] = [
  {
    daysAgo: 3,
    history: [NewOrder],
    paymentStatus: 'paid',
    lines: [
      ['classic-cotton-tee/Black/M', 2],
      ['yeti-rambler-20-oz/Navy/One Size', 1],
    ],
  },
  {
    daysAgo: 12,
    history: [NewOrder, InProgress],
    paymentStatus: 'paid',
    lines: [['pullover-hoodie/Navy/L', 1]],
    paidFromGiftCard: { code: 'ACME-ALEX-0050', cents: 2500 },
  },
  {
    daysAgo: 41,
    history: [NewOrder, InProgress, Shipped],
    paymentStatus: 'paid',
    lines: [
      ['unisex-premium-hoodie/Black/M', 1],
      ['classic-dad-cap/Navy/One Size', 1],
    ],
    promo: 'WELCOME10',
  },
  {
    daysAgo: 66,
    history: [NewOrder, InProgress, PartiallyShipped],
    paymentStatus: 'paid',
    lines: [
      ['moleskine-classic-notebook/Black/One Size', 2],
      ['v-neck-tee/Navy/L', 1],
    ],
    shippedFrom: [1],
  },
  {
    daysAgo: 97,
    history: [NewOrder, Cancelled],
    paymentStatus: 'refunded',
    lines: [['canvas-tote-bag/Natural/One Size', 3]],
  },
  {
    daysAgo: 128,
    history: [NewOrder, InProgress, Shipped],
    paymentStatus: 'paid',
    lines: [['ceramic-mug-11-oz/White/One Size', 4]],
  },
  {
    daysAgo: 171,
    history: [NewOrder, Shipped],
    paymentStatus: 'paid',
    lines: [['acme-gift-card/Digital/$50', 1]],
    issuedGiftCard: { code: 'ACME-SAM-0050', recipient: 'sam.lee@acme.test' },
  },
];

/** The orders with their parcels, lines and history; totals add up as checkout computes them. */
export async function insertOrders(
  tx: Transaction,
  storefrontId: number,
  userId: number,
  promoId: number,
  catalog: SeededCatalog,
  rand: Random,
  now: Date,
): Promise<number[]> {
  const planned = ALEX_ORDERS.map((def) => {
    const lines = def.lines.map(([key, quantity]) => ({
      sku: catalog.skus.get(`acme/${key}`)!,
      quantity,
    }));
    const subtotal = lines.reduce((sum, l) => sum + l.sku.price * l.quantity, 0);
    // One parcel per warehouse, each at its flat rate; gift cards ship by e-mail.
    const warehouses = [
      ...new Set(lines.flatMap((l) => (l.sku.warehouseId === null ? [] : [l.sku.warehouseId]))),
    ];
    const shipping = warehouses.reduce((sum, id) => sum + catalog.warehouseRates.get(id)!, 0);
    const discount = def.promo ? Math.round(subtotal / 10) : 0;
    const giftCardAmount = def.paidFromGiftCard?.cents ?? 0;
    const total = subtotal - discount + shipping - giftCardAmount;
    return { def, lines, warehouses, subtotal, shipping, discount, giftCardAmount, total };
  });

  const orderRows = await tx
    .insert(orders)
    .values(
      planned.map((o) => ({
        uuid: rand.uuid(),
        storefrontId,
        userId,
        email: 'alex@acme.test',
        status: o.def.history.at(-1)!,
        paymentStatus: o.def.paymentStatus,
        subtotal: o.subtotal,
        discount: o.discount,
        shipping: o.shipping,
        tax: 0,
        giftCardAmount: o.giftCardAmount,
        total: o.total,
        totalWithoutDiscounts: o.total + o.discount,
        promoCodeId: o.def.promo ? promoId : null,
        shippingAddress: ALEX_ADDRESS,
        paymentProvider: 'test',
        paymentReference: `test_${rand.hex(8)}`,
        // Paid with the test card, as the test provider reports it.
        paymentCard: { brand: 'visa', last4: '4242' },
        createdAt: daysFrom(now, -o.def.daysAgo),
      })),
    )
    .returning({ id: orders.id });
  const orderIds = orderRows.map((r) => r.id);

  const parcelRows = await tx
    .insert(parcels)
    .values(
      planned.flatMap((o, i) =>
        o.warehouses.map((warehouseId) => {
          const status = parcelStatus(
            o.def,
            catalog.warehouseIds.get('acme')!.indexOf(warehouseId),
          );
          return {
            storefrontId,
            orderId: orderIds[i]!,
            warehouseId,
            status,
            shippingCents: catalog.warehouseRates.get(warehouseId)!,
            trackingNumber: status === 'shipped' ? `1Z${rand.hex(8).toUpperCase()}` : null,
          };
        }),
      ),
    )
    .returning({ id: parcels.id, orderId: parcels.orderId, warehouseId: parcels.warehouseId });
  const parcelOf = (orderId: number, sku: Sku) =>
    parcelRows.find((p) => p.orderId === orderId && p.warehouseId === sku.warehouseId)?.id ?? null;

  await tx.insert(orderLines).values(
    planned.flatMap((o, i) =>
      o.lines.map(({ sku, quantity }) => ({
        storefrontId,
        orderId: orderIds[i]!,
        parcelId: parcelOf(orderIds[i]!, sku),
        productId: sku.productId,
        variantId: sku.variantId,
        sizeId: sku.sizeId,
        name: sku.name,
        color: sku.color,
        size: sku.size,
        image: sku.image,
        quantity,
        unitPrice: sku.price,
        lineTotal: sku.price * quantity,
        isGiftCard: sku.isGiftCard,
        recipientEmail: sku.isGiftCard ? (o.def.issuedGiftCard?.recipient ?? null) : null,
      })),
    ),
  );
  await tx.insert(orderStatusHistory).values(
    planned.flatMap((o, i) =>
      o.def.history.map((status, step) => ({
        storefrontId,
        orderId: orderIds[i]!,
        status,
        createdAt: daysFrom(now, -o.def.daysAgo + step * 2),
      })),
    ),
  );
  return orderIds;
}

function parcelStatus(def: OrderDef, warehouseIndex: number): string {
  const status = def.history.at(-1);
  if (status === OrderStatus.Cancelled) return 'cancelled';
  if (status === OrderStatus.Shipped) return 'shipped';
  return def.shippedFrom?.includes(warehouseIndex) ? 'shipped' : 'pending';
}
