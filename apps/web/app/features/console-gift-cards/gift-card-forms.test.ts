import { describe, expect, it } from 'vitest';
import { dollarsToCents, IssueGiftCardForm, toIssueBody } from './gift-card-forms.ts';

describe('gift card forms', () => {
  it('reads dollars as cents', () => {
    expect(dollarsToCents('25')).toBe(2500);
    expect(dollarsToCents('$10.5')).toBe(1050);
    expect(dollarsToCents('1,000.01')).toBe(100_001);
    expect(dollarsToCents('12.345')).toBeNull();
    expect(dollarsToCents('ten')).toBeNull();
  });

  it('sends the amount in cents and refuses less than $1', () => {
    const form = IssueGiftCardForm.parse({ amount: '25.00', recipient_email: 'a@example.test' });
    expect(toIssueBody(form)).toMatchObject({ amount: 2500, language: 'en' });
    expect(
      IssueGiftCardForm.safeParse({ amount: '0.50', recipient_email: 'a@example.test' }).success,
    ).toBe(false);
  });
});
