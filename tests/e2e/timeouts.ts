/**
 * Every wait of the end-to-end suite is scaled here, in one place. CI runs on a shared two-core
 * machine that is often loaded by others: there each wait is twice as long, so a slow moment
 * waits longer instead of failing. Waits inside a retrying block (`toPass`) stay short on purpose.
 */
export const SLOWDOWN = process.env.CI ? 2 : 1;

/** `ms` as this machine should wait it. */
export function scaled(ms: number): number {
  return ms * SLOWDOWN;
}
