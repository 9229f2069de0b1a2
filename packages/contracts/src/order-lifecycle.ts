import { OrderStatus, orderStatusTag } from './orders-helpers.ts';

/**
 * The order state machine over the §3 statuses (decision 0021). Who may make a move:
 * `system` (payment, parcel shipping and refunds deciding the status themselves), a store `owner`
 * or its `staff`. An owner may do what staff may; the system may do anything the machine allows.
 */
export type OrderActorRole = 'system' | 'owner' | 'staff';

const S = OrderStatus;
type Status = Exclude<OrderStatus, typeof OrderStatus.All>;

/** Each allowed move and the least role that may make it. */
const MOVES: Record<Status, Partial<Record<Status, OrderActorRole>>> = {
  // Awaiting payment the provider may still charge: only the payment's outcome (or the
  // recovery job that asks the provider) settles the order.
  [S.NotPaid]: { [S.NewOrder]: 'system', [S.Cancelled]: 'system' },
  [S.NewOrder]: {
    [S.InProgress]: 'staff',
    [S.OnHold]: 'staff',
    [S.PartiallyShipped]: 'staff',
    [S.Shipped]: 'staff',
    [S.Cancelled]: 'owner',
    [S.Refund]: 'owner',
  },
  [S.InProgress]: {
    [S.NewOrder]: 'staff',
    [S.OnHold]: 'staff',
    [S.PartiallyShipped]: 'staff',
    [S.Shipped]: 'staff',
    [S.Cancelled]: 'owner',
    [S.Refund]: 'owner',
  },
  [S.OnHold]: {
    [S.NewOrder]: 'staff',
    [S.InProgress]: 'staff',
    [S.Cancelled]: 'owner',
    [S.Refund]: 'owner',
  },
  [S.PartiallyShipped]: { [S.Shipped]: 'staff', [S.Refund]: 'owner' },
  [S.Shipped]: { [S.Refund]: 'owner' },
  [S.Cancelled]: {},
  [S.Refund]: {},
};

const RANK: Record<OrderActorRole, number> = { staff: 0, owner: 1, system: 2 };

/** Statuses an owner or staff sets by hand (the status menu); the others follow from actions. */
export const MANUAL_ORDER_STATUSES = [S.NewOrder, S.InProgress, S.OnHold] as const;

/** Statuses in which the order's parcels may ship. */
export const SHIPPABLE_ORDER_STATUSES: readonly number[] = [
  S.NewOrder,
  S.InProgress,
  S.PartiallyShipped,
];

/** The least role that may move an order from `from` to `to`, or null when the machine forbids it. */
export function transitionRole(from: number, to: number): OrderActorRole | null {
  return MOVES[from as Status]?.[to as Status] ?? null;
}

/** True when `role` may move an order from `from` to `to`. */
export function canTransition(from: number, to: number, role: OrderActorRole): boolean {
  const least = transitionRole(from, to);
  return least !== null && RANK[role] >= RANK[least];
}

/** Every status `role` may move an order in `from` to. */
export function allowedTransitions(from: number, role: OrderActorRole): number[] {
  return Object.keys(MOVES[from as Status] ?? {})
    .map(Number)
    .filter((to) => canTransition(from, to, role));
}

/** The statuses the console's status menu offers for an order in `from`. */
export function manualTransitions(from: number, role: OrderActorRole): number[] {
  return allowedTransitions(from, role).filter((to) =>
    (MANUAL_ORDER_STATUSES as readonly number[]).includes(to),
  );
}

/** The 409 message of a move the machine forbids. */
export function transitionRefusal(from: number, to: number): string {
  return `An order that is ${orderStatusTag(from).label} cannot become ${orderStatusTag(to).label}.`;
}
