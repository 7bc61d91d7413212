import { useLiveQuery } from 'dexie-react-hooks';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { fmt } from '../../../../../shared/i18n/format.ts';
import type { SyncRow } from '../../../../../shared/sync/protocol.ts';
import { useLang } from '../../../app/i18n.ts';
import { type Choice, ConflictView, display } from '../../../components/admin/conflict-view.tsx';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import type { SyncNotice } from '../../../sync/db.ts';
import { useMutate, useRow, useSyncEngine, useSyncStatus } from '../../../sync/hooks.ts';
import { isTombstone } from '../../../sync/notices.ts';
import { useAdminT } from '../use-admin-t.ts';
import { useAdminTitle } from '../use-admin-title.ts';
import { ReadOnlyNotice, useCanWrite } from '../use-role.tsx';
import { useSaveShortcut } from '../use-save-shortcut.ts';
import { useUnsavedChanges } from '../use-unsaved-changes.tsx';
import { EditorFrame } from './editor-frame.tsx';
import { MarkdownPreview } from './markdown-preview.tsx';
import { usePictureAltCheck } from './picture-alt-check.tsx';
import { PostFields } from './post-fields.tsx';
import {
  argsFromValues,
  emptyValues,
  type FieldError,
  fieldLabel,
  mergeEdits,
  type PostFormValues,
  validate,
  valuesFromRow,
  withChange,
} from './post-form.ts';
import type { PostKind, PostRow } from './post-kind.ts';
import { type Revision, RevisionHistory } from './revision-history.tsx';
import { useSaveState } from './use-save-state.ts';
import '../../../styles/admin-posts.css';

interface Conflict {
  /** The server's row the person's edit met. */
  theirs: SyncRow;
  /** The fields both changed, for the person to choose. */
  fields: string[];
  /** Everything else merged: their other changes and the person's. */
  merged: Record<string, unknown>;
  mine: Record<string, unknown>;
}

/**
 * The blog post and press release form (back-office §2, §5, §8, §9) for new posts
 * (`…/new`) and existing ones (`…/edit/{id}`): English and Estonian side by side, a live
 * preview, the post's history, and saves that never overwrite someone else's: a save carries
 * the version the editor opened, and when the post moved on meanwhile (here, or found by the
 * server) the fields both people changed are shown side by side to choose from.
 *
 * Save: idle → saving → "Saved!" and back to the list after 1.5 s, or "Error!" and back to idle
 * after 3 s. Online, "Saved!" waits for the server's answer; offline the post is saved on this
 * device and sent later (a conflict then shows in the list's notices, with a link back here).
 */
export function PostEditorPage({ kind }: { kind: PostKind }) {
  const admin = useAdminT();
  const t = kind.texts(admin);
  const e = admin.posts.editor;
  const lang = useLang();
  const params = useParams();
  const isNew = params.id === undefined;
  const [newId, setNewId] = useState(() => crypto.randomUUID());
  const id = params.id ?? newId;
  useAdminTitle(isNew ? t.newTitle : t.editTitle);
  const navigate = useNavigate();
  const { db } = useSyncEngine();
  const sync = useSyncStatus();
  const mutate = useMutate();
  const row = useRow<PostRow>(kind.table, isNew ? null : id);

  // The post as it stood when the editor opened it (or when a conflict was settled): the base
  // of the person's edit, and the version a save says it started from.
  const [base, setBase] = useState<PostRow | null>(null);
  const [values, setValues] = useState<PostFormValues>(() => emptyValues(kind));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [deletedElsewhere, setDeletedElsewhere] = useState(false);
  const [restored, setRestored] = useState<string | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const save = useSaveState({
    onReturn: () => navigate(kind.base),
    // `answer` is declared below; it is called only once a save has been answered.
    onNotice: (notice) => answer(notice),
  });

  // A save of this post that met someone else's while the editor was closed (or offline).
  const lingering = useLiveQuery(
    () =>
      isNew
        ? undefined
        : db._notices
            .filter((n) => n.table === kind.table && n.rowId === id && n.kind === 'conflict')
            .first(),
    [db, kind.table, id, isNew],
  );

  useEffect(() => {
    if (isNew || !row) return;
    if (base && row.version === base.version) return;
    // A newer version arrived (someone else's save) while nothing here was changed yet: the
    // form simply follows it. Once the person has typed, their edit keeps its base.
    const untouched = !base || JSON.stringify(values) === JSON.stringify(valuesFromRow(kind, base));
    if (!untouched || save.state !== 'idle') return;
    setBase(row);
    setValues(valuesFromRow(kind, row));
  }, [isNew, base, row, kind, values, save.state]);

  const argsOf = useCallback(
    (source: Readonly<Record<string, unknown>>) =>
      argsFromValues(kind, id, valuesFromRow(kind, source)),
    [kind, id],
  );

  /**
   * Merges the person's edit with `theirs` (the version it met): the merged arguments when no
   * field collides, else null, with the choice between the two versions opened.
   */
  const meet = useCallback(
    (theirs: SyncRow, mine: Record<string, unknown>, from: Readonly<Record<string, unknown>>) => {
      const { merged, conflicts } = mergeEdits(argsOf(from), argsOf(theirs), mine);
      if (conflicts.length === 0) return merged;
      setConflict({ theirs, fields: conflicts, merged, mine });
      return null;
    },
    [argsOf],
  );

  /** A refused or conflicting save, as the server answered it. */
  function answer(notice: SyncNotice) {
    if (notice.kind === 'conflict' && notice.row) {
      save.idle();
      if (isTombstone(notice.row)) {
        setDeletedElsewhere(true);
        return;
      }
      const mine = argsFromValues(kind, id, values);
      const merged = meet(notice.row, mine, base ?? notice.row);
      if (merged) {
        setBase(notice.row as PostRow);
        void queue(merged as typeof mine, notice.row.version);
      }
      return;
    }
    save.fail(notice.message || t.failures.save);
  }

  const queue = useCallback(
    async (args: Record<string, unknown> & { id: string }, baseVersion: string | undefined) => {
      save.begin();
      try {
        const name = isNew ? kind.mutations.create : kind.mutations.save;
        // The kind's schema checked these arguments already: they are its mutation's.
        save.queued(await mutate(name, args as never, baseVersion ? { baseVersion } : {}));
      } catch (err) {
        save.fail((err as Error).message || t.failures.save);
      }
    },
    [isNew, kind, mutate, t.failures.save, save.begin, save.queued, save.fail],
  );

  async function submit(
    from: PostFormValues = values,
    version = base?.version,
    pictures: 'check' | 'checked' = 'check',
  ) {
    if (save.state === 'saving' || save.state === 'saved') return;
    setRestored(null);
    const args = argsFromValues(kind, id, from);
    const found = validate(kind, args);
    setErrors(found);
    if (found.length > 0) {
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    // Pictures without a description: asked about first (a warning; the save may go on).
    if (pictures === 'check' && altCheck.check(from)) return;
    // Someone else's save arrived while this editor was open: merge before sending.
    if (!isNew && base && row && row.version !== version) {
      const merged = meet(row, args, base);
      if (!merged) return;
      setBase(row);
      await queue(merged as typeof args, row.version);
      return;
    }
    await queue(args, version);
  }

  // The texts as saved (pictures marked decorative, if so chosen) are the form's too.
  const altCheck = usePictureAltCheck((checked) => {
    setValues(checked);
    void submit(checked, base?.version, 'checked');
  });
  const writable = useCanWrite(kind.table);
  useSaveShortcut(() => void (writable ? submit() : undefined));

  // What the form opened on (unknown until an edited post has loaded), to know it was changed.
  const opened = base ? valuesFromRow(kind, base) : isNew ? emptyValues(kind) : null;
  const unsaved = useUnsavedChanges(
    opened !== null &&
      save.state !== 'saving' &&
      save.state !== 'saved' &&
      JSON.stringify(values) !== JSON.stringify(opened),
  );

  function change(field: keyof PostFormValues, value: string | boolean) {
    const next = withChange(values, field, value, isNew);
    setValues(next);
    // Any input change clears the error message (back-office §5); so does a slug filled in
    // from the title, which leaves "URL slug is required" no longer true.
    const cleared = (Object.keys(next) as (keyof PostFormValues)[]).filter(
      (f) => f === field || (f === 'slug' && next.slug !== values.slug && next.slug !== ''),
    );
    if (errors.some((err) => cleared.includes(err.field as keyof PostFormValues))) {
      setErrors((all) => all.filter((err) => !cleared.includes(err.field as keyof PostFormValues)));
    }
    if (save.state === 'error') save.idle();
  }

  function choose(choices: Record<string, Choice>) {
    if (!conflict) return;
    const chosen = { ...conflict.merged };
    for (const field of conflict.fields) {
      chosen[field] = choices[field] === 'theirs' ? conflict.theirs[field] : conflict.mine[field];
    }
    const next = valuesFromRow(kind, chosen);
    setValues(next);
    setConflict(null);
    setBase(conflict.theirs as PostRow);
    void submit(next, conflict.theirs.version);
  }

  function discardMine() {
    if (!conflict) return;
    setValues(valuesFromRow(kind, conflict.theirs));
    setBase(conflict.theirs as PostRow);
    setConflict(null);
  }

  function restore(revision: Revision) {
    setValues(valuesFromRow(kind, revision.snapshot));
    setErrors([]);
    setRestored(fmt(e.restored, { when: formatDateTime(revision.createdAt, lang) }));
  }

  function reviewLingering(notice: SyncNotice) {
    void db._notices.delete(notice.id);
    if (!notice.row || isTombstone(notice.row)) return;
    const mine = argsOf({ ...notice.row, ...notice.attempted });
    setValues(valuesFromRow(kind, { ...notice.row, ...notice.attempted }));
    setBase(notice.row as PostRow);
    // What the person saved against is gone; every field that differs is theirs to decide.
    meet(notice.row, mine, {});
  }

  if (!isNew && !base) {
    // Nothing on this device yet and the first sync failed (offline, or the server refused):
    // the load failed (back-office §8). The engine keeps trying; the form shows once it works.
    if (!sync.ready && (sync.error !== null || !sync.online)) {
      return (
        <EditorFrame title={t.editTitle} text={t.loadFailed}>
          <p className="admin-muted">{e.loadRetry}</p>
          <Link to={kind.base}>{t.backToList}</Link>
        </EditorFrame>
      );
    }
    if (!sync.ready || row === undefined) {
      return <EditorFrame title={t.editTitle} busy text={e.loading} />;
    }
    if (row === null) {
      return (
        <EditorFrame title={t.editTitle} text={t.notFound}>
          <Link to={kind.base}>{t.backToList}</Link>
        </EditorFrame>
      );
    }
  }

  const label = (field: string) => fieldLabel(e.fields, field, `(${e.estonian})`);
  const publicLink =
    values.published && values.slug && !isNew ? `${kind.publicBase}/${values.slug}` : null;
  const saveLabel = { idle: e.save, saving: e.saving, saved: e.saved, error: e.error }[save.state];

  return (
    <section className="admin-page post-editor" aria-labelledby="admin-page-title">
      {unsaved.dialog}
      {altCheck.dialog}
      <div className="admin-page__head">
        <h1 id="admin-page-title" tabIndex={-1}>
          {isNew ? t.newTitle : t.editTitle}
        </h1>
        {publicLink ? (
          <a href={publicLink} target="_blank" rel="noopener" className="button button--secondary">
            {kind.key === 'newsroom' ? t.view : e.publicView}
          </a>
        ) : null}
      </div>
      {lingering && !conflict ? (
        <div className="admin-notice admin-notice--error" role="alert">
          <p>{e.conflict.title}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => reviewLingering(lingering)}
          >
            {admin.posts.compare}
          </button>
        </div>
      ) : null}
      {deletedElsewhere || (!isNew && base && row === null) ? (
        <div className="admin-notice admin-notice--error" role="alert">
          <p>{e.conflict.deleted}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              const fresh = crypto.randomUUID();
              setNewId(fresh);
              // The edit goes on as a new post: nothing is left behind.
              unsaved.allowLeaving();
              navigate(`${kind.base}/new`, { replace: true });
            }}
          >
            {e.conflict.saveAsNew}
          </button>
        </div>
      ) : null}
      {conflict && conflict.fields.length > 0 ? (
        <ConflictView
          texts={e.conflict}
          fields={conflict.fields.map((field) => ({
            field,
            label: label(field),
            theirs: display(conflict.theirs[field]),
            mine: display(conflict.mine[field]),
          }))}
          onSave={choose}
          onDiscard={discardMine}
        />
      ) : null}
      {errors.length > 0 ? (
        <div className="admin-notice admin-notice--error" role="alert" tabIndex={-1} ref={summary}>
          <p>{e.errorsTitle}</p>
          <ul>
            {errors.map((err) => (
              <li key={err.field}>
                <a href={`#post-${err.field}`}>{err.message}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ReadOnlyNotice table={kind.table} />
      {restored ? (
        <p className="admin-notice" role="status">
          {restored}
        </p>
      ) : null}
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void submit();
        }}
      >
        {/* Read-only for a role that may not change posts: seen, not changed. */}
        <fieldset className="post-editor__fields" disabled={!writable}>
          <PostFields
            kind={kind}
            values={values}
            errors={errors}
            onChange={change}
            previews={{
              en: (
                <MarkdownPreview
                  markdown={values.content}
                  lang="en"
                  label={fmt(e.previewOf, { language: e.english })}
                />
              ),
              et: (
                <MarkdownPreview
                  markdown={values.content_et}
                  lang="et"
                  label={fmt(e.previewOf, { language: e.estonian })}
                />
              ),
            }}
          />
        </fieldset>
        <div className="post-editor__actions" hidden={!writable}>
          <button
            type="submit"
            className={`button button--primary post-save post-save--${save.state}`}
            aria-disabled={save.state === 'saving' || save.state === 'saved'}
            aria-describedby="post-save-hint"
          >
            {saveLabel}
          </button>
          <Link to={kind.base} className="button button--secondary">
            {e.cancel}
          </Link>
          <p id="post-save-hint" className="admin-muted">
            {e.shortcut}
          </p>
        </div>
        <div role="status" aria-live="polite" className="post-save-status">
          {save.state === 'saved' ? (save.offline ? e.savedOffline : e.saved) : null}
        </div>
        {save.error ? (
          <p role="alert" className="admin-notice admin-notice--error">
            {save.error}
          </p>
        ) : null}
      </form>
      {!isNew && base && writable ? (
        <RevisionHistory
          table={kind.table}
          postId={id}
          version={row?.version ?? base.version}
          onRestore={restore}
        />
      ) : null}
    </section>
  );
}
