/*
 * Money as owners and shoppers type it. Its own module, not money.ts: every page loads
 * `formatMoney`, and only the pages with an amount field need the parser.
 */

/** How dollars may be typed where `dollarsToCents` reads them, beyond "12", "12.5" and "12.50". */
export type DollarsInput = {
  /** A comma may mark the cents ("12,50"), as owners writing German or French type them. */
  decimalComma?: boolean;
  /** A leading "$" is allowed ("$12.50"). */
  currencySign?: boolean;
  /** Thousands may be grouped by commas, three digits a group ("1,000.00"); never "1,0". */
  thousands?: boolean;
};

/** Whole dollars beyond this many digits are refused: the cents would not be exact. */
const WHOLE_DIGITS_MAX = 13;

/**
 * Dollars as typed → integer cents, or null for anything else: blank text, a sign, an exponent,
 * more than two decimals, or a separator the options do not allow. Surrounding spaces are
 * ignored. The amount is not judged: each caller's schema or rule says how much is too little or
 * too much.
 */
export function dollarsToCents(text: string, input: DollarsInput = {}): number | null {
  let plain = text.trim();
  if (input.currencySign) plain = plain.replace(/^\$/, '');
  const decimal = input.decimalComma ? '[.,]' : '\\.';
  const whole = input.thousands ? '\\d{1,3}(?:,\\d{3})+|\\d+' : '\\d+';
  const match = new RegExp(`^(${whole})(?:${decimal}(\\d{1,2}))?$`).exec(plain);
  if (!match) return null;
  const digits = match[1]!.replaceAll(',', '');
  if (digits.length > WHOLE_DIGITS_MAX) return null;
  return Number(digits) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1250 cents → "12.50", as forms, the catalogue CSV and the bulk editor write dollars. */
export const centsToDollars = (cents: number) => (cents / 100).toFixed(2);
