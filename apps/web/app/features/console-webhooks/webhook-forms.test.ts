import { describe, expect, it } from 'vitest';
import { deliveriesSearch, EndpointForm } from './webhook-forms.ts';

describe('the endpoint form', () => {
  it('takes an http(s) URL, at least one event, and a missing active box as false', () => {
    expect(
      EndpointForm.parse({ url: 'https://erp.example.com/h', events: ['order.placed'] }),
    ).toEqual({
      url: 'https://erp.example.com/h',
      description: '',
      events: ['order.placed'],
      active: false,
    });
    expect(EndpointForm.safeParse({ url: 'ftp://x', events: ['order.placed'] }).success).toBe(
      false,
    );
    expect(EndpointForm.safeParse({ url: 'https://x.test', events: [] }).success).toBe(false);
  });

  it('keeps only a known state and a real page in the log’s URL', () => {
    expect(deliveriesSearch(new URLSearchParams('state=failed&page=2&x=1'))).toBe(
      'state=failed&page=2',
    );
    expect(deliveriesSearch(new URLSearchParams('state=lost&page=-1'))).toBe('');
  });
});
