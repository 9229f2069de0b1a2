import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../mail/index.ts';

export type ShippedParcel = {
  number: number;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
};

/** One mail per shipped parcel: which parcel, its carrier and the tracking link. */
export function parcelShippedMail(
  store: { id: number; name: string },
  order: { uuid: string; email: string },
  parcel: ShippedParcel,
  orderUrl: string,
): MailMessage {
  const number = order.uuid.slice(0, 8);
  const lines = [
    `Parcel ${parcel.number} of your order # ${number} at ${store.name} is on its way.`,
    '',
    `Carrier: ${parcel.carrier}`,
    `Tracking number: ${parcel.trackingNumber}`,
    `Track it: ${parcel.trackingUrl}`,
    '',
    `See your order: ${orderUrl}`,
  ];
  const html = [
    `<p>Parcel ${parcel.number} of your order # ${number} at ${escapeHtml(store.name)} is on its way.</p>`,
    `<p>Carrier: ${escapeHtml(parcel.carrier)}<br>Tracking number: ${escapeHtml(parcel.trackingNumber)}</p>`,
    `<p><a href="${escapeHtml(parcel.trackingUrl)}">Track your parcel</a></p>`,
    `<p><a href="${escapeHtml(orderUrl)}">See your order</a></p>`,
  ].join('');
  return {
    storefrontId: store.id,
    to: order.email,
    subject: `Parcel ${parcel.number} of your order # ${number} has shipped`,
    text: lines.join('\n'),
    html,
  };
}
