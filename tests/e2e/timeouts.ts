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

/**
 * The longest a sign-in may take to be answered. Passwords are hashed with scrypt, deliberately
 * slow (about 0.2 s on an idle core); with both cores busy, several sign-ins at once take seconds.
 */
export const SIGN_IN_MS = scaled(30_000);

/** The longest a back-office screen waits for the device's first copy of its records. */
export const FIRST_COPY_MS = scaled(20_000);
