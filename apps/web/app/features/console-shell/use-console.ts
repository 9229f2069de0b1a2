import type { Storefront, User } from '@storefront/contracts';
import { useRouteLoaderData } from 'react-router';

export type ConsoleData = { user: User; store: Storefront };

/** The signed-in owner or staff member and the store, for any page inside the console. */
export function useConsole(): ConsoleData {
  return useRouteLoaderData('routes/admin/layout') as ConsoleData;
}
