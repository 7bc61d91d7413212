import type { DesktopStatus } from './bridge.ts';

export const APP_NAME = 'Lumen Legal Admin';

/**
 * "Lumen Legal Admin — Offline · 3 changes waiting": the state at a glance, even minimised. A
 * device with a network whose server does not answer is not called offline.
 */
export function windowTitle(status: DesktopStatus | null): string {
  if (!status) return APP_NAME;
  const connection = status.online
    ? 'Online'
    : status.deviceOnline === false
      ? 'Offline'
      : 'Cannot reach the server';
  const parts = [connection];
  if (status.pending > 0) {
    parts.push(`${status.pending} ${status.pending === 1 ? 'change' : 'changes'} waiting`);
  }
  return `${APP_NAME} — ${parts.join(' · ')}`;
}
