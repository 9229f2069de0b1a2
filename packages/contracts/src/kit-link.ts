import type { GiftingTokens } from './gifting.ts';

/** The recipient's kit page for a gifting link (§4: Continue goes back to it). */
export function kitPath(tokens: GiftingTokens): string {
  return `/kit?${new URLSearchParams({ token: tokens.token, user_token: tokens.user_token })}`;
}
