import type { CreatingHookContext } from 'dexie';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LumenDesktopBridge, NewLead } from '../../../../../desktop/bridge.ts';
import { desktopBridge } from '../../../features/auth/session.ts';
import type { LocalRow } from '../../../sync/db.ts';
import { useServerOffset, useSyncEngine } from '../../../sync/hooks.ts';
import { serverNowFrom } from '../../../sync/server-clock.ts';
import { heldBefore } from '../../../sync/table-cache.ts';

/** Tables whose new rows are leads someone should look at. */
const LEAD_TABLES = [
  'contact_submissions',
  'sales_enquiries',
  'partner_applications',
  'support_tickets',
] as const;

/**
 * A pulled row is a new lead only if it was sent recently: a first pull or a reset brings every
 * old row in again, and those must not ring.
 */
const RECENT_MS = 10 * 60 * 1000;

function leadLabel(row: LocalRow): string {
  for (const field of ['name', 'customer_name', 'company_name', 'email', 'customer_email']) {
    const value = row[field];
    if (typeof value === 'string' && value) return value;
  }
  return '';
}

/**
 * The desktop app's side of the shell: the window title follows the sync state, the menu's
 * "Sync now" runs here, deep links and notification clicks open their record, a session the
 * main process ended goes to the sign-in, and new leads from the live feed become native
 * notifications. Renders nothing, and is only mounted in the desktop app.
 */
function DesktopSync({ bridge }: { bridge: LumenDesktopBridge }) {
  const engine = useSyncEngine();
  const navigate = useNavigate();

  useEffect(() => {
    let last = '';
    const report = () => {
      const { online, deviceOnline, pending } = engine.status.get();
      // The status changes with every pull and push; the title only with these.
      const key = `${online}:${deviceOnline}:${pending}`;
      if (key === last) return;
      last = key;
      bridge.reportStatus({ online, deviceOnline, pending });
    };
    report();
    return engine.status.subscribe(report);
  }, [bridge, engine]);

  useEffect(() => {
    const offCommand = bridge.onCommand((command) => {
      if (command === 'sync-now') void engine.syncNow();
    });
    const offOpen = bridge.onOpenPath((path) => navigate(path));
    const offSignedOut = bridge.onSignedOut(() => navigate('/admin/login', { replace: true }));
    return () => {
      offCommand();
      offOpen();
      offSignedOut();
    };
  }, [bridge, engine, navigate]);

  const batch = useRef<NewLead[]>([]);
  // Read in a Dexie hook, outside React: the latest offset, without resubscribing.
  const offset = useRef<string | undefined>(undefined);
  offset.current = useServerOffset();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const leads = batch.current;
      batch.current = [];
      if (leads.length > 0) bridge.notifyNewLeads(leads);
    };
    const subscriptions = LEAD_TABLES.map((table) => {
      // New rows reach the delta (packed.ts), which does not hold the rows of the copy's pages.
      const rows = engine.db.delta(table);
      // A Dexie hook: `this.onsuccess` runs only once the pull's transaction has committed.
      const onCreating = function (
        this: CreatingHookContext<LocalRow, string>,
        _key: string,
        row: LocalRow,
      ) {
        const created = typeof row.created_at === 'string' ? Date.parse(row.created_at) : NaN;
        // Recent by the server's clock, which wrote created_at: the device's may be a day off.
        if (!(serverNowFrom(offset.current, new Date()).getTime() - created < RECENT_MS)) return;
        // A change to a row the pages hold: not new.
        if (heldBefore(engine.db, table, String(row.id))) return;
        this.onsuccess = () => {
          batch.current.push({ table, id: String(row.id), name: leadLabel(row) });
          // One message for a page of new rows, not one per row.
          timer ??= setTimeout(flush, 300);
        };
      };
      rows.hook('creating', onCreating);
      return () => rows.hook.creating.unsubscribe(onCreating);
    });
    return () => {
      for (const unsubscribe of subscriptions) unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [bridge, engine]);

  return null;
}

export function DesktopBridge() {
  const bridge = desktopBridge();
  return bridge ? <DesktopSync bridge={bridge} /> : null;
}
