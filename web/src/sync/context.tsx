/**
 * One sync engine per signed-in admin, shared by every admin screen below the provider.
 * The engine starts when the provider mounts (or the admin changes) and stops on unmount.
 */
import {
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { SessionUser } from '../features/auth/session.ts';
import { createSyncEngine, type SyncEngine } from './engine.ts';
import type { SyncTransport } from './transport.ts';

const SyncContext = createContext<SyncEngine | null>(null);

export interface SyncProviderProps {
  user: SessionUser;
  /** The desktop app's bearer-token transport; the web's cookie transport when left out. */
  transport?: SyncTransport;
  /** The person's role changed on the server (engine.ts `onScopeChanged`). */
  onScopeChanged?: () => void;
  children: ReactNode;
}

export function SyncProvider({ user, transport, onScopeChanged, children }: SyncProviderProps) {
  // Read through a ref: a new callback must not restart the engine.
  const scopeChanged = useRef(onScopeChanged);
  scopeChanged.current = onScopeChanged;
  const [engine, setEngine] = useState<SyncEngine | null>(null);
  const userId = user.id;
  const email = user.email;
  const role = user.role;
  // A layout effect, so the children's first paint already has the engine; created in the
  // effect (not during render) so StrictMode's mount-unmount-mount stops the first one cleanly.
  useLayoutEffect(() => {
    const created = createSyncEngine({
      user: { id: userId, email, role },
      onScopeChanged: () => scopeChanged.current?.(),
      ...(transport ? { transport } : {}),
    });
    setEngine(created);
    return () => {
      created.stop();
      setEngine(null);
    };
  }, [userId, email, role, transport]);
  if (!engine) return null;
  return <SyncContext.Provider value={engine}>{children}</SyncContext.Provider>;
}

/** The engine of the signed-in admin; only inside <SyncProvider>. */
export function useSyncEngine(): SyncEngine {
  const engine = useContext(SyncContext);
  if (!engine) throw new Error('useSyncEngine() must be used inside <SyncProvider>.');
  return engine;
}
