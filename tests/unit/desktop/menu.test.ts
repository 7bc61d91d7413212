import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { menuTemplate } from '../../../desktop/menu.ts';

function items(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [
    item,
    ...(Array.isArray(item.submenu) ? items(item.submenu as MenuItemConstructorOptions[]) : []),
  ]);
}

function click(template: MenuItemConstructorOptions[], label: string): void {
  const item = items(template).find((i) => i.label === label);
  if (!item?.click) throw new Error(`No menu item ${label}.`);
  // The handlers ignore Electron's arguments; the test has none to give.
  (item.click as () => void)();
}

describe('application menu', () => {
  it('has Sync Now, Change Server, Sign Out and Quit, each calling its action', () => {
    const actions = { syncNow: vi.fn(), signOut: vi.fn(), changeServer: vi.fn(), quit: vi.fn() };
    const template = menuTemplate(actions, 'linux');
    click(template, 'Sync Now');
    click(template, 'Sign Out');
    click(template, 'Change Server…');
    click(template, 'Quit');
    expect(actions.syncNow).toHaveBeenCalledTimes(1);
    expect(actions.signOut).toHaveBeenCalledTimes(1);
    expect(actions.changeServer).toHaveBeenCalledTimes(1);
    expect(actions.quit).toHaveBeenCalledTimes(1);
  });

  it("puts the app's own menu first on macOS", () => {
    const actions = { syncNow: vi.fn(), signOut: vi.fn(), changeServer: vi.fn(), quit: vi.fn() };
    expect(menuTemplate(actions, 'darwin')[0]).toEqual({ role: 'appMenu' });
    expect(menuTemplate(actions, 'win32')[0]?.label).toBe('File');
  });

  it('offers no developer tools or reload of the page', () => {
    const actions = { syncNow: vi.fn(), signOut: vi.fn(), changeServer: vi.fn(), quit: vi.fn() };
    const roles = items(menuTemplate(actions, 'linux')).map((i) => i.role);
    expect(roles).not.toContain('toggleDevTools');
    expect(roles).not.toContain('reload');
    expect(roles).not.toContain('forceReload');
  });
});
