/**
 * The page's only way to the main process: a few named calls, no ipcRenderer, no Node. Runs
 * sandboxed, so it may import nothing but `electron` (the build bundles the rest in).
 */
import { contextBridge, type IpcRendererEvent, ipcRenderer } from 'electron';
import { CHANNELS, type DesktopCommand, type LumenDesktopBridge } from './bridge.ts';

function listen<T>(channel: string, listener: (value: T) => void): () => void {
  const handler = (_event: IpcRendererEvent, value: T) => listener(value);
  ipcRenderer.on(channel, handler);
  return () => {
    ipcRenderer.removeListener(channel, handler);
  };
}

const bridge: LumenDesktopBridge = {
  signIn: (email, password, code) =>
    ipcRenderer.invoke(
      CHANNELS.signIn,
      String(email),
      String(password),
      code === undefined ? undefined : String(code),
    ),
  signOut: () => ipcRenderer.invoke(CHANNELS.signOut),
  tokenStorageNotice: () => ipcRenderer.invoke(CHANNELS.tokenNotice),
  reportStatus: (status) =>
    ipcRenderer.send(CHANNELS.status, {
      online: Boolean(status.online),
      deviceOnline: status.deviceOnline !== false,
      pending: Number(status.pending) || 0,
    }),
  notifyNewLeads: (leads) => ipcRenderer.send(CHANNELS.newLeads, leads),
  onCommand: (listener) => listen<DesktopCommand>(CHANNELS.command, listener),
  onOpenPath: (listener) => listen<string>(CHANNELS.openPath, listener),
  onSignedOut: (listener) => listen<void>(CHANNELS.signedOut, () => listener()),
  setServer: (address) => ipcRenderer.invoke(CHANNELS.setServer, String(address)),
  getServer: () => ipcRenderer.invoke(CHANNELS.getServer),
};

contextBridge.exposeInMainWorld('lumenDesktop', bridge);
