/**
 * The application's clock, passed to what depends on the time (campaign reminders, link expiry in
 * the console's funnel), so tests can move time instead of waiting. In production it is the
 * system clock; under NODE_ENV=test a test route moves `offsetMs`.
 */
export interface Clock {
  now(): Date;
}

/** The system clock shifted by `offsetMs` (0 unless a test moves it). */
export class AdjustableClock implements Clock {
  offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}
