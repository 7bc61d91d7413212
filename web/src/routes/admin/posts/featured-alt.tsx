import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { mediaHashOf } from '../../../../../shared/media.ts';
import type { HeldPicture } from '../../../components/admin/held-media.ts';
import { withSession } from '../../../features/auth/session.ts';
import { apiFetch } from '../../../lib/api.ts';
import { useRowsBy, useSyncEngine, useSyncStatus } from '../../../sync/hooks.ts';
import { useAdminT } from '../use-admin-t.ts';

/**
 * The featured picture's description (alt text), under its field: it belongs to the upload (the
 * Media screen's, PATCH /api/admin/media/:id), so every page that shows the picture says the
 * same. Read from this device's copy of the pictures; changed online, as on the Media screen.
 */
export function FeaturedAlt({ url }: { url: string }) {
  // A role that holds no pictures (it reads posts only) cannot change their descriptions.
  const held = useSyncEngine().db.readable.includes('media');
  return held && url.trim() ? <HeldFeaturedAlt url={url} /> : null;
}

function HeldFeaturedAlt({ url }: { url: string }) {
  const t = useAdminT().posts.editor.featuredAlt;
  const hash = mediaHashOf(url.trim());
  const rows = useRowsBy<HeldPicture & Record<string, unknown>>('media', 'hash', hash ?? '');
  const picture = rows?.find((r) => r.deleted_at === null) ?? null;
  // Chosen offline and not uploaded yet (uploads.ts): described once it is.
  if (url.trim().startsWith('/media/pending/')) return null;
  if (!hash) return <p className="admin-muted">{t.notUpload}</p>;
  // An upload this device has not heard of yet (just uploaded: it comes with the next sync).
  if (!picture) return null;
  return <AltFields key={picture.id} picture={picture} />;
}

function AltFields({ picture }: { picture: HeldPicture }) {
  const t = useAdminT().posts.editor.featuredAlt;
  const { online } = useSyncStatus();
  const enId = useId();
  const etId = useId();
  const hintId = useId();
  const [alt, setAlt] = useState(picture.alt);
  const [altEt, setAltEt] = useState(picture.alt_et);
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  // A description changed elsewhere (the Media screen, a colleague) shows once it arrives.
  useEffect(() => setAlt(picture.alt), [picture.alt]);
  useEffect(() => setAltEt(picture.alt_et), [picture.alt_et]);

  async function save() {
    if (!online || busy) return;
    setBusy(true);
    try {
      await withSession(() =>
        apiFetch(`/api/admin/media/${picture.id}`, { method: 'PATCH', body: { alt, altEt } }),
      );
      setSaid({ text: t.saved, failed: false });
    } catch {
      setSaid({ text: t.failed, failed: true });
    } finally {
      setBusy(false);
    }
  }

  // Enter saves the description, not the post around it.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void save();
  };
  const edit = (set: (v: string) => void) => (v: string) => {
    set(v);
    setSaid(null);
  };

  return (
    <div className="admin-field post-featured-alt">
      <label htmlFor={enId}>{t.label}</label>
      <input
        id={enId}
        value={alt}
        maxLength={500}
        aria-describedby={hintId}
        onChange={(e) => edit(setAlt)(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <label htmlFor={etId}>{t.labelEt}</label>
      <input
        id={etId}
        lang="et"
        value={altEt}
        maxLength={500}
        aria-describedby={hintId}
        onChange={(e) => edit(setAltEt)(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} className="admin-muted">
        {online ? t.hint : `${t.hint} ${t.offline}`}
      </p>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={!online || busy}
        onClick={() => void save()}
      >
        {t.save}
      </button>
      <p role={said?.failed ? 'alert' : 'status'} className="admin-muted">
        {said?.text ?? ''}
      </p>
    </div>
  );
}
