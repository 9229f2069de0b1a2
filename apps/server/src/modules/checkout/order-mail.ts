import { formatMoney, type OrderDetail } from '@storefront/contracts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../mail/index.ts';

/**
 * The order confirmation: lines per parcel (gift cards by e-mail last), totals and address; a gift
 * recipient's kit may hide prices, and then no amount appears at all.
 */
export function orderConfirmationMail(
  order: OrderDetail,
  store: { id: number; name: string },
  confirmationUrl: string,
): MailMessage {
  const money = (cents: number) => formatMoney(cents, order.currency);
  const hidePrices = order.gifting?.hide_prices ?? false;
  const priced = (text: string) => (hidePrices ? '' : text);
  const lineText = (l: OrderDetail['lines'][number]) =>
    `${l.quantity} × ${l.name}${[l.color, l.size].filter(Boolean).length ? ` (${[l.color, l.size].filter(Boolean).join(', ')})` : ''}${priced(` — ${money(l.final_price)}`)}${l.email ? ` — for ${l.email}` : ''}`;
  const groups = [
    ...order.parcels.map((p, i) => ({
      title: `Parcel ${i + 1}${p.warehouse ? ` from ${p.warehouse.name}` : ''}${priced(` (shipping ${money(p.shipping)})`)}`,
      lines: order.lines.filter((l) => l.parcel_id === p.id),
    })),
    {
      title: 'Gift cards (sent by e-mail)',
      lines: order.lines.filter((l) => l.parcel_id === null),
    },
  ].filter((g) => g.lines.length);
  const totals: [string, number][] = hidePrices
    ? []
    : [
        ['Subtotal', order.subtotal],
        ...(order.discount ? [['Discount', -order.discount] as [string, number]] : []),
        ['Shipping', order.shipping],
        ['Tax', order.tax],
        ...(order.gift_card_amount
          ? [['Gift card', -order.gift_card_amount] as [string, number]]
          : []),
        ['Total paid', order.total],
      ];
  const a = order.shipping_address;
  const address = a
    ? [
        a.name,
        a.line1,
        a.line2,
        `${a.postal_code} ${a.city}${a.region ? `, ${a.region}` : ''}`,
        a.country,
      ]
        .filter(Boolean)
        .join('\n')
    : '';
  const text = [
    `Thank you for your order at ${store.name}!`,
    `Order # ${order.uuid}`,
    '',
    ...groups.flatMap((g) => [g.title, ...g.lines.map((l) => `  ${lineText(l)}`), '']),
    ...totals.map(([label, cents]) => `${label}: ${money(cents)}`),
    '',
    'Shipping to:',
    address,
    '',
    `See your order: ${confirmationUrl}`,
  ].join('\n');
  const html = `<p>Thank you for your order at ${escapeHtml(store.name)}!</p><p>Order # ${order.uuid}</p>${groups
    .map(
      (g) =>
        `<h3>${escapeHtml(g.title)}</h3><ul>${g.lines.map((l) => `<li>${escapeHtml(lineText(l))}</li>`).join('')}</ul>`,
    )
    .join('')}<table>${totals
    .map(([label, cents]) => `<tr><td>${label}</td><td>${money(cents)}</td></tr>`)
    .join(
      '',
    )}</table><p>Shipping to:<br>${escapeHtml(address).replaceAll('\n', '<br>')}</p><p><a href="${escapeHtml(confirmationUrl)}">See your order</a></p>`;
  return {
    storefrontId: store.id,
    to: order.email,
    subject: `Your order at ${store.name} (# ${order.uuid.slice(0, 8)})`,
    text,
    html,
  };
}
