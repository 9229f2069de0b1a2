import { describe, expect, it } from 'vitest';
import { amountCents, IssueGiftCardForm, toIssueBody } from './gift-card-forms.ts';

describe('gift card forms', () => {
  it('reads dollars as cents', () => {
    expect(amountCents('25')).toBe(2500);
    expect(amountCents('$10.5')).toBe(1050);
    expect(amountCents('1,000.01')).toBe(100_001);
    expect(amountCents('12.345')).toBeNull();
    expect(amountCents('ten')).toBeNull();
    // Once read as 10 and 1250 dollars: a comma that groups no thousands is refused.
    expect(amountCents('1,0')).toBeNull();
    expect(amountCents('12,50')).toBeNull();
  });

  it('sends the amount in cents and refuses less than $1', () => {
    const form = IssueGiftCardForm.parse({ amount: '25.00', recipient_email: 'a@example.test' });
    expect(toIssueBody(form)).toMatchObject({ amount: 2500, language: 'en' });
    expect(
      IssueGiftCardForm.safeParse({ amount: '0.50', recipient_email: 'a@example.test' }).success,
    ).toBe(false);
  });
});
