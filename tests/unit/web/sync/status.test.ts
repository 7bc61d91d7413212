import { describe, expect, it } from 'vitest';
import { admin as en } from '../../../../shared/i18n/en/admin.ts';
import { admin as et } from '../../../../shared/i18n/et/admin.ts';
import { connectionOf } from '../../../../web/src/sync/status.ts';

describe('connectionOf: what the back office calls its connection', () => {
  it('is online while the server answers', () => {
    expect(connectionOf({ online: true, deviceOnline: true })).toBe('online');
  });

  it('is offline only when the device itself has no network', () => {
    expect(connectionOf({ online: false, deviceOnline: false })).toBe('offline');
  });

  it('is "can’t reach the server" when the device is online but the server does not answer', () => {
    expect(connectionOf({ online: false, deviceOnline: true })).toBe('unreachable');
  });

  it('has words for each state in both languages, and the server’s are not called offline', () => {
    for (const t of [en.shell.sync, et.shell.sync]) {
      expect(new Set([t.online, t.offline, t.unreachable]).size).toBe(3);
    }
    expect(en.shell.sync.unreachable).toBe('Can’t reach the server');
    expect(en.shell.sync.unreachableChanges).not.toMatch(/offline/i);
    expect(en.dashboard.unreachable).not.toMatch(/offline/i);
    expect(et.shell.sync.unreachableChanges).not.toMatch(/võrguühenduseta/i);
  });
});
