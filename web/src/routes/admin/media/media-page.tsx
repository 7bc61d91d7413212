import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fmt } from '../../../../../shared/i18n/format.ts';
import type { MediaView } from '../../../../../shared/media.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { ListEmpty, Outcome, ServerLoadStates } from '../../../components/admin/list-states.tsx';
import { Pagination } from '../../../components/admin/pagination.tsx';
import { withSession } from '../../../features/auth/session.ts';
import { ApiError, apiFetch } from '../../../lib/api.ts';
import { useAdminT } from '../use-admin-t.ts';
import { useAdminTitle } from '../use-admin-title.ts';
import { pageParam, useServerData } from '../use-server-data.ts';
import { FocalPointDialog } from './focal-point.tsx';
import { HeldMediaList } from './held-list.tsx';
import { MediaUploads } from './media-uploads.tsx';

interface MediaPage {
  items: MediaView[];
  total: number;
  page: number;
  pageSize: number;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/**
 * /admin/media: every uploaded picture (issue #26) with where it is used, its descriptions in
 * both languages, and Delete, which the server refuses while a record uses the picture. Offline,
 * the pictures this device holds, read only (held-list.tsx).
 */
export function Component() {
  const admin = useAdminT();
  const t = admin.media;
  useAdminTitle(t.title);
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const { load, reload, offline } = useServerData<MediaPage>(`/api/admin/media?page=${page}`);
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const [deleting, setDeleting] = useState<MediaView | null>(null);
  const [focusing, setFocusing] = useState<MediaView | null>(null);

  const fail = (err: unknown) =>
    setSaid({ text: err instanceof ApiError ? err.message : t.failed, failed: true });

  async function remove(item: MediaView) {
    try {
      await withSession(() => apiFetch<void>(`/api/admin/media/${item.id}`, { method: 'DELETE' }));
      setSaid({ text: fmt(t.deleted, { name: item.fileName }), failed: false });
      reload();
    } catch (err) {
      fail(err);
    }
  }

  async function saveFocal(item: MediaView, focal: { focalX: number; focalY: number }) {
    try {
      await withSession(() =>
        apiFetch(`/api/admin/media/${item.id}`, { method: 'PATCH', body: focal }),
      );
      setFocusing(null);
      setSaid({ text: fmt(t.focalSaved, { name: item.fileName }), failed: false });
      reload();
    } catch (err) {
      setFocusing(null);
      fail(err);
    }
  }

  return (
    <section
      className="admin-page"
      aria-labelledby="admin-page-title"
      aria-busy={load.status === 'loading' && !offline}
    >
      <h1 id="admin-page-title" tabIndex={-1}>
        {t.title}
      </h1>
      <p className="admin-muted">{t.lead}</p>
      {offline ? null : <MediaUploads onUploaded={() => reload()} />}
      <ServerLoadStates load={load} offline={offline} onRetry={reload} t={t} />
      <Outcome said={said} />
      {offline && load.status !== 'ready' ? <HeldMediaList /> : null}
      {load.status === 'ready' && load.data.total === 0 ? <ListEmpty text={t.empty} /> : null}
      {load.status === 'ready' && load.data.items.length > 0 ? (
        <>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen must scroll from the keyboard too (WCAG 2.1.1). */}
          <section className="admin-table-wrap" aria-label={t.table} tabIndex={0}>
            <table className="admin-table">
              <caption className="admin-visually-hidden">{t.table}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.columns.picture}</th>
                  <th scope="col">{t.columns.name}</th>
                  <th scope="col">{t.columns.used}</th>
                  <th scope="col">{t.columns.alt}</th>
                  <th scope="col">{t.columns.actions}</th>
                </tr>
              </thead>
              <tbody>
                {load.data.items.map((item) => (
                  <MediaRow
                    key={item.id}
                    item={item}
                    onSaved={(text) => setSaid({ text, failed: false })}
                    onFailed={fail}
                    onDelete={() => setDeleting(item)}
                    onFocal={() => setFocusing(item)}
                  />
                ))}
              </tbody>
            </table>
          </section>
          <Pagination
            page={page}
            pageCount={Math.ceil(load.data.total / load.data.pageSize)}
            onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})}
            t={admin.list}
          />
        </>
      ) : null}
      <FocalPointDialog
        item={focusing}
        onSave={(item, focal) => void saveFocal(item, focal)}
        onCancel={() => setFocusing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle}
        message={deleting ? fmt(t.deleteConfirm, { name: deleting.fileName }) : ''}
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target) void remove(target);
        }}
      />
    </section>
  );
}

function MediaRow(props: {
  item: MediaView;
  onSaved(text: string): void;
  onFailed(err: unknown): void;
  onDelete(): void;
  onFocal(): void;
}) {
  const t = useAdminT().media;
  const { item } = props;
  const [alt, setAlt] = useState(item.alt);
  const [altEt, setAltEt] = useState(item.altEt);
  const thumb =
    item.variants.find((v) => v.format === 'webp')?.url ?? item.variants[0]?.url ?? item.url;

  async function save() {
    try {
      await withSession(() =>
        apiFetch(`/api/admin/media/${item.id}`, { method: 'PATCH', body: { alt, altEt } }),
      );
      props.onSaved(fmt(t.saved, { name: item.fileName }));
    } catch (err) {
      props.onFailed(err);
    }
  }

  return (
    <tr>
      <td>
        <img
          className="media-thumb"
          src={thumb}
          alt={item.alt || item.fileName}
          width={80}
          height={Math.round((80 * item.height) / item.width)}
          loading="lazy"
        />
      </td>
      <th scope="row" className="admin-table__key">
        {item.fileName}
        <br />
        <span className="admin-muted">
          {fmt(t.dimensions, {
            width: item.width,
            height: item.height,
            size: sizeText(item.byteSize),
          })}
        </span>
      </th>
      <td>
        {item.usedBy.length === 0
          ? t.unused
          : item.usedBy.map((u) => `${u.kind}: ${u.name}`).join(', ')}
      </td>
      <td>
        <div className="admin-field">
          <label htmlFor={`${item.id}-alt`} className="admin-visually-hidden">
            {fmt(t.alt, { name: item.fileName })}
          </label>
          <input
            id={`${item.id}-alt`}
            value={alt}
            maxLength={500}
            onChange={(e) => setAlt(e.target.value)}
          />
          <label htmlFor={`${item.id}-alt-et`} className="admin-visually-hidden">
            {fmt(t.altEt, { name: item.fileName })}
          </label>
          <input
            id={`${item.id}-alt-et`}
            lang="et"
            value={altEt}
            maxLength={500}
            onChange={(e) => setAltEt(e.target.value)}
          />
        </div>
      </td>
      <td>
        <div className="admin-row-actions">
          <button
            type="button"
            className="button button--secondary"
            aria-label={fmt(t.saveLabel, { name: item.fileName })}
            onClick={() => void save()}
          >
            {t.save}
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-label={fmt(t.focalLabel, { name: item.fileName })}
            onClick={props.onFocal}
          >
            {t.focalPoint}
          </button>
          <button
            type="button"
            className="button button--danger"
            aria-label={fmt(t.deleteLabel, { name: item.fileName })}
            onClick={props.onDelete}
          >
            {t.delete}
          </button>
        </div>
      </td>
    </tr>
  );
}
