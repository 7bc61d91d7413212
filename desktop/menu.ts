/**
 * The application menu. Sync and sign-out are carried out by the page (it owns the sync engine
 * and the local copy); the main process only forwards the command.
 */
import type { MenuItemConstructorOptions } from 'electron';

export interface MenuActions {
  syncNow(): void;
  signOut(): void;
  changeServer(): void;
  quit(): void;
}

export function menuTemplate(actions: MenuActions, platform: string): MenuItemConstructorOptions[] {
  const file: MenuItemConstructorOptions = {
    label: platform === 'darwin' ? 'Back Office' : 'File',
    submenu: [
      { label: 'Sync Now', accelerator: 'CmdOrCtrl+R', click: () => actions.syncNow() },
      { type: 'separator' },
      { label: 'Change Server…', click: () => actions.changeServer() },
      { label: 'Sign Out', click: () => actions.signOut() },
      { type: 'separator' },
      { label: 'Quit', accelerator: 'CmdOrCtrl+Q', click: () => actions.quit() },
    ],
  };
  const template: MenuItemConstructorOptions[] = [
    file,
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    { role: 'windowMenu' },
  ];
  // macOS puts the app's own menu first, under the app's name.
  return platform === 'darwin' ? [{ role: 'appMenu' }, ...template] : template;
}
