import { useEffect, useId, useRef, useState } from 'react';
import {
  canDecide,
  canStartReview,
  type PartnerApplicationRow,
} from '../../../../../shared/admin/partners.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { useMutate } from '../../../sync/hooks.ts';
import { MutationValidationError } from '../../../sync/mutate.ts';
import { useAdminT } from '../use-admin-t.ts';

type ReviewChange = 'partner.startReview' | 'partner.approve' | 'partner.reject';
type Decision = 'partner.approve' | 'partner.reject';

/**
 * The review (back-office §4): Start Review only while pending, Approve and Reject while pending
 * or under review, and a notes input recorded with the change and then cleared. Approved and
 * rejected are final: each asks first, naming the applicant and the decision, and the buttons and
 * the notes input are gone then.
 */
export function PartnerReview({ row }: { row: PartnerApplicationRow }) {
  const t = useAdminT().partners;
  const mutate = useMutate();
  const notesId = useId();
  const hintId = useId();
  const errorId = useId();
  const [notes, setNotes] = useState('');
  const [notesError, setNotesError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The status a change started from: once the row has moved on, the button pressed may be gone,
  // so focus goes to the notes (still under review) or the section's heading (decided).
  const movingFrom = useRef<string | null>(null);
  useEffect(() => {
    if (movingFrom.current === null || movingFrom.current === row.status) return;
    movingFrom.current = null;
    (document.getElementById(notesId) ?? heading.current)?.focus();
  }, [row.status, notesId]);

  async function change(name: ReviewChange) {
    setFailure(null);
    setNotesError(null);
    movingFrom.current = row.status;
    try {
      await mutate(name, { id: row.id, notes: notes.trim() || undefined });
      setNotes('');
    } catch (err) {
      movingFrom.current = null;
      if (err instanceof MutationValidationError && err.fields.notes) {
        setNotesError(err.fields.notes);
        document.getElementById(notesId)?.focus();
      } else {
        // The row vanished meanwhile, or its state no longer allows the change.
        setFailure(err instanceof Error && err.message ? err.message : t.failures.review);
      }
    }
  }

  if (row.status === 'approved' || row.status === 'rejected') {
    return (
      <div className="admin-detail__actions">
        <h3 ref={heading} tabIndex={-1}>
          {t.detail.review}
        </h3>
        <p>{t.detail.decided[row.status]}</p>
      </div>
    );
  }

  const described = [hintId, notesError ? errorId : null].filter(Boolean).join(' ');
  const who = {
    name: row.name,
    company: row.company,
    type: t.partnerTypes[row.partner_type] ?? row.partner_type,
  };
  const question =
    deciding === null
      ? null
      : {
          title: fmt(
            deciding === 'partner.approve' ? t.detail.approveTitle : t.detail.rejectTitle,
            who,
          ),
          message: [
            fmt(
              deciding === 'partner.approve' ? t.detail.approveConfirm : t.detail.rejectConfirm,
              who,
            ),
            notes.trim() ? t.detail.withNotes : t.detail.withoutNotes,
          ].join(' '),
          confirm: deciding === 'partner.approve' ? t.detail.approve : t.detail.reject,
        };
  return (
    <div className="admin-detail__actions">
      <h3 ref={heading} tabIndex={-1}>
        {t.detail.review}
      </h3>
      {failure ? (
        <p role="alert" className="admin-notice admin-notice--error">
          {failure}
        </p>
      ) : null}
      <div className="admin-field">
        <label htmlFor={notesId}>{t.detail.notesLabel}</label>
        <textarea
          id={notesId}
          value={notes}
          rows={3}
          aria-describedby={described}
          aria-invalid={notesError ? true : undefined}
          onChange={(e) => {
            setNotes(e.target.value);
            setNotesError(null);
          }}
        />
        <p id={hintId} className="admin-muted">
          {t.detail.notesHint}
        </p>
        {notesError ? (
          <p id={errorId} role="alert" className="admin-field__error">
            {notesError}
          </p>
        ) : null}
      </div>
      <div className="admin-detail__row">
        {canStartReview(row.status) ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void change('partner.startReview')}
          >
            {t.detail.startReview}
          </button>
        ) : null}
        {canDecide(row.status) ? (
          <>
            <button
              type="button"
              className="button button--primary"
              onClick={() => setDeciding('partner.approve')}
            >
              {t.detail.approve}
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={() => setDeciding('partner.reject')}
            >
              {t.detail.reject}
            </button>
          </>
        ) : null}
      </div>
      <ConfirmDialog
        open={question !== null}
        title={question?.title ?? ''}
        message={question?.message ?? ''}
        confirmLabel={question?.confirm ?? ''}
        cancelLabel={t.detail.cancel}
        danger={deciding === 'partner.reject'}
        onConfirm={() => {
          const decision = deciding;
          setDeciding(null);
          if (decision) void change(decision);
        }}
        onCancel={() => setDeciding(null)}
      />
    </div>
  );
}
