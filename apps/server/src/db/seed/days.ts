const DAY_MS = 86_400_000;

/** `now` moved by a number of days, negative for the past: seeded dates are relative to the seed. */
export const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);
