import type { GiftingTokens } from './gifting.ts';

/** The recipient's kit page for a gifting link (§4: Continue goes back to it). */
export function kitPath(tokens: GiftingTokens): string {
  const query = (value: string) => encodeURIComponent(value);
  return `/kit?token=${query(tokens.token)}&user_token=${query(tokens.user_token)}`;
}
