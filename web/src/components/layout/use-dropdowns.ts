import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMING } from '../../../../shared/constants.ts';

export interface Dropdowns<Id extends string> {
  openId: Id | null;
  open(id: Id): void;
  toggle(id: Id): void;
  /** Closes after TIMING.dropdownCloseMs unless something reopens it first (pointer left). */
  scheduleClose(): void;
  close(): void;
}

/** One named dropdown open at a time (public-site §4), with the delayed close on pointer leave. */
export function useDropdowns<Id extends string>(): Dropdowns<Id> {
  const [openId, setOpenId] = useState<Id | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => cancel, [cancel]);
  return {
    openId,
    open: (id) => {
      cancel();
      setOpenId(id);
    },
    toggle: (id) => {
      cancel();
      setOpenId((current) => (current === id ? null : id));
    },
    scheduleClose: () => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setOpenId(null);
      }, TIMING.dropdownCloseMs);
    },
    close: () => {
      cancel();
      setOpenId(null);
    },
  };
}
