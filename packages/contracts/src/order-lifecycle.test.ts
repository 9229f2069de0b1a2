import { describe, expect, it } from 'vitest';
import {
  allowedTransitions,
  canTransition,
  manualTransitions,
  transitionRefusal,
  transitionRole,
  type OrderActorRole,
} from './order-lifecycle.ts';
import { OrderStatus as S } from './orders.ts';

const STATUSES = [
  S.NewOrder,
  S.InProgress,
  S.Shipped,
  S.PartiallyShipped,
  S.Cancelled,
  S.OnHold,
  S.NotPaid,
  S.Refund,
];

/** The whole machine written out: [from, to, least role]; every other pair is forbidden. */
const ALLOWED: [number, number, OrderActorRole][] = [
  [S.NotPaid, S.NewOrder, 'system'],
  [S.NotPaid, S.Cancelled, 'system'],
  [S.NewOrder, S.InProgress, 'staff'],
  [S.NewOrder, S.OnHold, 'staff'],
  [S.NewOrder, S.PartiallyShipped, 'staff'],
  [S.NewOrder, S.Shipped, 'staff'],
  [S.NewOrder, S.Cancelled, 'owner'],
  [S.NewOrder, S.Refund, 'owner'],
  [S.InProgress, S.NewOrder, 'staff'],
  [S.InProgress, S.OnHold, 'staff'],
  [S.InProgress, S.PartiallyShipped, 'staff'],
  [S.InProgress, S.Shipped, 'staff'],
  [S.InProgress, S.Cancelled, 'owner'],
  [S.InProgress, S.Refund, 'owner'],
  [S.OnHold, S.NewOrder, 'staff'],
  [S.OnHold, S.InProgress, 'staff'],
  [S.OnHold, S.Cancelled, 'owner'],
  [S.OnHold, S.Refund, 'owner'],
  [S.PartiallyShipped, S.Shipped, 'staff'],
  [S.PartiallyShipped, S.Refund, 'owner'],
  [S.Shipped, S.Refund, 'owner'],
];
const PAIRS = [...STATUSES, S.All, 9].flatMap((from) =>
  [...STATUSES, S.All, 9].map((to) => [from, to] as const),
);
const allowed = (from: number, to: number) => ALLOWED.find(([f, t]) => f === from && t === to);

describe('the order state machine', () => {
  it.each(PAIRS)('from %i to %i: allowed exactly as written, for the right roles', (from, to) => {
    const move = allowed(from, to);
    expect(transitionRole(from, to)).toBe(move?.[2] ?? null);
    const may = { staff: move?.[2] === 'staff', owner: move?.[2] !== 'system', system: true };
    for (const role of ['staff', 'owner', 'system'] as const) {
      expect(canTransition(from, to, role), `${role}`).toBe(!!move && may[role]);
    }
  });

  it('never leaves Cancelled or Refund, and never goes back to Not Paid', () => {
    for (const role of ['staff', 'owner', 'system'] as const) {
      expect(allowedTransitions(S.Cancelled, role)).toEqual([]);
      expect(allowedTransitions(S.Refund, role)).toEqual([]);
      for (const from of STATUSES) expect(canTransition(from, S.NotPaid, role)).toBe(false);
    }
  });

  it('lists the moves of a role', () => {
    expect(allowedTransitions(S.NewOrder, 'staff').sort()).toEqual(
      [S.InProgress, S.Shipped, S.PartiallyShipped, S.OnHold].sort(),
    );
    expect(allowedTransitions(S.NotPaid, 'owner')).toEqual([]);
    expect(allowedTransitions(S.NotPaid, 'system').sort()).toEqual([S.NewOrder, S.Cancelled]);
  });

  it('offers the status menu only New Order, In Progress and On Hold', () => {
    expect(manualTransitions(S.NewOrder, 'owner').sort()).toEqual([S.InProgress, S.OnHold]);
    expect(manualTransitions(S.OnHold, 'staff').sort()).toEqual([S.NewOrder, S.InProgress]);
    expect(manualTransitions(S.PartiallyShipped, 'owner')).toEqual([]);
    expect(manualTransitions(S.NotPaid, 'owner')).toEqual([]);
  });

  it('lets an owner cancel only what has not shipped and is paid', () => {
    const cancellable = STATUSES.filter((from) => canTransition(from, S.Cancelled, 'owner'));
    expect(cancellable.sort()).toEqual([S.NewOrder, S.InProgress, S.OnHold].sort());
  });

  it('names both statuses when it refuses', () => {
    expect(transitionRefusal(S.Shipped, S.NewOrder)).toBe(
      'An order that is Shipped cannot become New Order.',
    );
  });
});
