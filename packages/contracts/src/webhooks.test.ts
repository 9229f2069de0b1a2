import { describe, expect, it } from 'vitest';
import {
  ORDER_CSV_COLUMNS,
  orderCsvRows,
  OrderPayload,
  parseWebhookSignatureHeader,
  WebhookEndpointBody,
  webhookSignedText,
} from './webhooks.ts';

const ORDER: OrderPayload = {
  id: 7,
  number: '6f1c2d3e-0000-4000-8000-000000000007',
  created_at: '2026-11-27T10:00:00.000Z',
  status: 3,
  status_name: 'Shipped',
  payment_status: 'paid',
  currency: 'usd',
  customer: { email: 'sam@example.test', name: 'Sam Lee' },
  shipping_address: {
    name: 'Sam Lee',
    line1: '1 Main St',
    line2: null,
    city: 'Springfield',
    region: 'IL',
    postal_code: '62701',
    country: 'US',
    phone: null,
  },
  totals: {
    subtotal: 5000,
    discount: 0,
    shipping: 500,
    tax: 0,
    gift_card_amount: 0,
    total: 5500,
    refunded: 0,
  },
  promo_code: null,
  lines: [
    {
      id: 1,
      product_id: 3,
      name: 'Tee',
      color: 'Black',
      size: 'M',
      quantity: 2,
      unit_price: 2500,
      line_total: 5000,
      is_gift_card: false,
      parcel_id: 9,
    },
    {
      id: 2,
      product_id: null,
      name: 'Gift card',
      color: null,
      size: null,
      quantity: 1,
      unit_price: 0,
      line_total: 0,
      is_gift_card: true,
      parcel_id: null,
    },
  ],
  parcels: [
    {
      id: 9,
      status: 'shipped',
      carrier: 'UPS',
      tracking_number: '1Z',
      tracking_url: 'https://ups.example/1Z',
      shipped_at: '2026-11-27T11:00:00.000Z',
    },
  ],
};

describe('the order CSV rows', () => {
  it('writes a row per line with every column, the order repeated and the line’s parcel', () => {
    const rows = orderCsvRows(OrderPayload.parse(ORDER));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(Object.keys(row)).toEqual([...ORDER_CSV_COLUMNS]);
    expect(rows[0]).toMatchObject({
      order_number: ORDER.number,
      status_name: 'Shipped',
      total_cents: '5500',
      address_line2: '',
      line_quantity: '2',
      line_unit_price_cents: '2500',
      parcel_carrier: 'UPS',
      parcel_tracking_number: '1Z',
    });
    expect(rows[1]).toMatchObject({ line_is_gift_card: 'true', parcel_status: '', line_color: '' });
  });

  it('writes one row of the order alone when it has no lines', () => {
    const [row, more] = orderCsvRows({ ...ORDER, lines: [], shipping_address: null });
    expect(more).toBeUndefined();
    expect(row).toMatchObject({ order_number: ORDER.number, line_name: '', address_city: '' });
  });
});

describe('the signature header', () => {
  it('reads t and every v1, and refuses anything else', () => {
    const hex = 'a'.repeat(64);
    expect(parseWebhookSignatureHeader(`t=1700000000,v1=${hex}`)).toEqual({
      timestamp: 1700000000,
      signatures: [hex],
    });
    expect(
      parseWebhookSignatureHeader(`t=1, v1=${hex}, v1=${'b'.repeat(64)}, v0=x`)?.signatures,
    ).toHaveLength(2);
    for (const bad of [null, '', 't=1', `v1=${hex}`, `t=x,v1=${hex}`, 't=1,v1=short']) {
      expect(parseWebhookSignatureHeader(bad)).toBeNull();
    }
    expect(webhookSignedText(5, '{"a":1}')).toBe('5.{"a":1}');
  });
});

describe('the endpoint body', () => {
  it('takes http(s) URLs and known events only, each once', () => {
    const ok = WebhookEndpointBody.parse({
      url: ' https://erp.example.com/hooks ',
      events: ['order.placed', 'order.placed', 'parcel.shipped'],
    });
    expect(ok).toEqual({
      url: 'https://erp.example.com/hooks',
      description: '',
      events: ['order.placed', 'parcel.shipped'],
      active: true,
    });
    for (const url of ['ftp://x.test', 'mailto:a@b.test', 'http://', 'nope']) {
      expect(WebhookEndpointBody.safeParse({ url, events: ['order.placed'] }).success, url).toBe(
        false,
      );
    }
    expect(WebhookEndpointBody.safeParse({ url: 'https://x.test', events: ['x'] }).success).toBe(
      false,
    );
  });
});
