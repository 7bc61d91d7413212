/**
 * What the shell's command palette and keys can do beyond going somewhere: the open lead's
 * changes, which its detail panel lends them (the very handlers of its own buttons and fields,
 * so a command goes through the same mutate(), offline queue and Undo), and the account's
 * Sign Out. One store per shell; the palette and the keys read it, the panel writes it.
 */
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReplyLeadTable } from '../../../../../shared/admin/replies.ts';
import type { LeadAbilities, LeadCommand, LeadStep } from './palette-commands.ts';

/** A choice the panel offers for the open lead (a status, a priority, an assignee). */
export interface LeadChoice {
  options: readonly { value: string; label: string }[];
  current: string;
  /** Makes the change as the panel's own field does. */
  choose(value: string): void;
}

/** The open lead, with what its panel lends. */
export interface OpenLead extends LeadAbilities {
  id: string;
  name: string;
  reply?: (() => void) | undefined;
  status?: LeadChoice | undefined;
  priority?: LeadChoice | undefined;
  assign?: LeadChoice | undefined;
}

/**
 * A field of the panel as the palette lends it: its options, its current value, and its own
 * change, called only with one of its options.
 */
export function choiceOf<V extends string>(
  options: readonly { value: V; label: string }[],
  current: V,
  set: (value: V) => void,
): LeadChoice {
  return {
    options,
    current,
    choose: (value) => {
      const option = options.find((o) => o.value === value);
      if (option) set(option.value);
    },
  };
}

type Part = { reply: () => void } & { [K in LeadStep]: LeadChoice };

export interface ShellCommands {
  subscribe(listener: () => void): () => void;
  /** The open lead, or null; a new object after each change that shows. */
  lead(): OpenLead | null;
  /** A lead's panel opened (or its record changed name). */
  openLead(lead: { table: ReplyLeadTable; id: string; name: string }): void;
  closeLead(id: string): void;
  lend<K extends LeadCommand>(id: string, part: K, value: Part[K] | null): void;
  /** Opens the palette, at the choices of a step when given (set by the palette). */
  openPalette(step?: LeadStep): boolean;
  setPaletteOpener(open: ((step?: LeadStep) => void) | null): void;
  /** Signs out as the Sign Out button does (set by that button). */
  signOut(): void;
  setSignOut(signOut: (() => void) | null): void;
}

function sameChoice(a: LeadChoice | undefined, b: LeadChoice | null | undefined): boolean {
  if (!a || !b) return a === (b ?? undefined);
  return (
    a.current === b.current &&
    a.options.length === b.options.length &&
    a.options.every((o, i) => o.value === b.options[i]?.value && o.label === b.options[i]?.label)
  );
}

export function createShellCommands(): ShellCommands {
  const listeners = new Set<() => void>();
  let base: { table: ReplyLeadTable; id: string; name: string } | null = null;
  // Lent by record, as a panel's parts may mount before the panel says it is open.
  const parts = new Map<string, Partial<Part>>();
  let lead: OpenLead | null = null;
  let opener: ((step?: LeadStep) => void) | null = null;
  let signOut: (() => void) | null = null;
  const update = () => {
    const lent = base ? (parts.get(base.id) ?? {}) : {};
    lead = base
      ? {
          ...base,
          ...lent,
          has: Object.fromEntries(Object.keys(lent).map((k) => [k, true])),
        }
      : null;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    lead: () => lead,
    openLead(next) {
      if (base?.id === next.id && base.table === next.table && base.name === next.name) return;
      base = next;
      update();
    },
    closeLead(id) {
      if (base?.id !== id) return;
      base = null;
      update();
    },
    lend(id, part, value) {
      const lent = parts.get(id) ?? {};
      const before = lent[part];
      // A handler made anew by a render replaces the old one quietly; what shows notifies.
      const shows =
        part === 'reply'
          ? (before === undefined) !== (value === null)
          : !sameChoice(before as LeadChoice | undefined, value as LeadChoice | null);
      const next = { ...lent };
      if (value === null) delete next[part];
      else next[part] = value;
      if (Object.keys(next).length === 0) parts.delete(id);
      else parts.set(id, next);
      if (shows && base?.id === id) update();
      else if (lead && base?.id === id) lead = { ...lead, ...next };
    },
    openPalette(step) {
      if (!opener) return false;
      opener(step);
      return true;
    },
    setPaletteOpener(open) {
      opener = open;
    },
    signOut: () => signOut?.(),
    setSignOut(next) {
      signOut = next;
    },
  };
}

const Context = createContext<ShellCommands | null>(null);

export function ShellCommandsProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createShellCommands);
  return <Context.Provider value={store}>{children}</Context.Provider>;
}

/** The shell's store; null outside the shell (a panel rendered alone, in a test). */
export function useShellCommands(): ShellCommands | null {
  return useContext(Context);
}

const none = () => () => undefined;

/** The open lead, re-rendering when it changes. */
export function useOpenLead(): OpenLead | null {
  const store = useShellCommands();
  return useSyncExternalStore(store?.subscribe ?? none, () => store?.lead() ?? null);
}

/**
 * Says which lead's panel is open while the calling panel is shown: `name` null while its
 * record is not (or no longer) on this device, when there is nothing to act on.
 */
export function useOpenLeadPanel(table: ReplyLeadTable, id: string, name: string | null) {
  const store = useShellCommands();
  useEffect(() => {
    if (!store) return;
    if (name === null) store.closeLead(id);
    else store.openLead({ table, id, name });
  }, [store, table, id, name]);
  useEffect(() => {
    if (!store) return;
    return () => store.closeLead(id);
  }, [store, id]);
}

/**
 * Lends the open lead's palette and keys one of the panel's own changes while the calling
 * component is shown (the value of each render, so the newest handler runs).
 */
export function useLendToLead<K extends LeadCommand>(id: string, part: K, value: Part[K] | null) {
  const store = useShellCommands();
  useEffect(() => {
    store?.lend(id, part, value);
  });
  useEffect(() => {
    if (!store) return;
    return () => store.lend(id, part, null);
  }, [store, id, part]);
}
