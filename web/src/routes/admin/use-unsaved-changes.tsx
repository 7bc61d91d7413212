import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../components/admin/confirm-dialog.tsx';
import { useAdminT } from './use-admin-t.ts';

/**
 * Leaving a form with unsaved changes asks first (issue #30, item 7): a link, Back, Cancel (which
 * changes the address) or the tab being closed or reloaded. `dirty`: the form differs from what
 * it opened on and is not being saved. Returns the question to render, and `allowLeaving`: the
 * next navigation goes without asking (the form's own way out once its changes are kept).
 */
export function useUnsavedChanges(dirty: boolean): { dialog: ReactNode; allowLeaving(): void } {
  const t = useAdminT().unsaved;
  const allowed = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    // Allowed once: the form's own way out after a save.
    if (allowed.current) {
      allowed.current = false;
      return false;
    }
    return (
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search)
    );
  });

  useEffect(() => {
    if (!dirty) return;
    // The browser asks in its own words; the text given here is not shown by any of them.
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const allowLeaving = useCallback(() => {
    allowed.current = true;
  }, []);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t.title}
      message={t.message}
      confirmLabel={t.leave}
      cancelLabel={t.stay}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
  return { dialog, allowLeaving };
}
