import type { ShellParts } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../identity/index.ts';
import { readCartBadge, type CartOwner } from './cart.service.ts';

/** The shell's parts but the gift card: the user's first name, the cart's count and mode. */
export async function readShellParts(
  db: Database,
  owner: CartOwner,
  user: UserRow | null,
): Promise<Omit<ShellParts, 'gift_card_balance'>> {
  const cart = await readCartBadge(db, owner);
  return {
    user: user ? { first_name: user.firstName } : null,
    cart_count: cart.count,
    gifting: cart.gifting,
  };
}
