import { useState } from 'react';
import type { NewsletterSignupRow } from '../../../../../shared/admin/newsletter.ts';
import { buildNewsletterCsv } from '../../../../../shared/admin/newsletter-csv.ts';
import { fmtCount } from '../../../../../shared/i18n/format.ts';
import { downloadText } from '../../../lib/download.ts';
import { useSyncEngine } from '../../../sync/hooks.ts';
import { useAdminT } from '../use-admin-t.ts';

/**
 * Export CSV (back-office §7, §9): every subscribed signup of the local copy, whatever the
 * search and filters, built in the browser and saved as newsletter-signups-{date}.csv. No call.
 */
export function ExportButton({ disabled }: { disabled: boolean }) {
  const t = useAdminT().newsletter;
  const { db } = useSyncEngine();
  const [done, setDone] = useState('');

  async function exportCsv() {
    // The local copy holds the server's rows of this table.
    const rows = (await db
      .rows('newsletter_signups')
      .toArray()) as unknown as NewsletterSignupRow[];
    const csv = buildNewsletterCsv(rows, new Date());
    downloadText(csv.fileName, csv.content);
    setDone(fmtCount(t.exportDone, csv.count, { file: csv.fileName }));
  }

  return (
    <div className="admin-toolbar">
      <button
        type="button"
        className="button button--primary"
        disabled={disabled}
        onClick={() => void exportCsv()}
      >
        {t.exportCsv}
      </button>
      <p role="status" className="admin-muted">
        {done}
      </p>
    </div>
  );
}
