/**
 * What the preload script exposes to the admin page as `window.lumenDesktop`, and the messages
 * between the page and the main process. Types and constants only: web code imports this module
 * as types, so nothing here may pull Electron or Node into the browser bundle.
 */

export interface DesktopUser {
  id: string;
  email: string;
  role: 'admin' | 'partner';
}

/** The API's error shape, carried across IPC (class instances do not survive the trip). */
export interface BridgeError {
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
}

export type SignInResult = { ok: true; user: DesktopUser } | { ok: false; error: BridgeError };

export type ServerCheckResult = { ok: true; origin: string } | { ok: false; message: string };

/** What the page tells the main process for the window title. */
export interface DesktopStatus {
  /** The server answers. */
  online: boolean;
  /** The device has a network (false: offline; true while `online` is false: the server cannot be reached). */
  deviceOnline?: boolean;
  pending: number;
}

/** A lead that arrived through the live sync feed, for a native notification. */
export interface NewLead {
  table: string;
  id: string;
  name: string;
}

/** Commands of the application menu that the page carries out (it owns the sync engine). */
export type DesktopCommand = 'sync-now' | 'sign-out';

export interface LumenDesktopBridge {
  /**
   * Signs in with POST /api/auth/token; the main process keeps the tokens. `code`: the second
   * factor (an authenticator app's code or a recovery code), once the server asks for it.
   */
  signIn(email: string, password: string, code?: string): Promise<SignInResult>;
  /** Ends the session on the server (when reachable) and forgets the tokens here. */
  signOut(): Promise<void>;
  /** Why the sign-in is not remembered on this computer, or null when it is. */
  tokenStorageNotice(): Promise<string | null>;
  reportStatus(status: DesktopStatus): void;
  notifyNewLeads(leads: NewLead[]): void;
  /** Menu commands; returns the unsubscribe function. */
  onCommand(listener: (command: DesktopCommand) => void): () => void;
  /** An admin path to show (a deep link or a clicked notification). */
  onOpenPath(listener: (path: string) => void): () => void;
  /** The main process ended the session (a refresh was refused). */
  onSignedOut(listener: () => void): () => void;
  /** First run and "Change server": validates, checks /api/health and remembers the address. */
  setServer(address: string): Promise<ServerCheckResult>;
  /** The remembered server address, or null before the first run. */
  getServer(): Promise<string | null>;
}

export type WindowWithDesktop = Window & { lumenDesktop?: LumenDesktopBridge };

/** IPC channel names, shared by preload.ts and main.ts. */
export const CHANNELS = {
  signIn: 'lumen:sign-in',
  signOut: 'lumen:sign-out',
  tokenNotice: 'lumen:token-notice',
  status: 'lumen:status',
  newLeads: 'lumen:new-leads',
  command: 'lumen:command',
  openPath: 'lumen:open-path',
  signedOut: 'lumen:signed-out',
  setServer: 'lumen:set-server',
  getServer: 'lumen:get-server',
} as const;
