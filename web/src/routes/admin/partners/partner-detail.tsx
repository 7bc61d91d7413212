import type { PartnerApplicationRow } from '../../../../../shared/admin/partners.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { useLang } from '../../../app/i18n.ts';
import { DetailField as Field } from '../../../components/admin/detail-panel.tsx';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { LeadDetail } from '../leads/lead-detail.tsx';
import { LeadSourceFields } from '../leads/lead-source-fields.tsx';
import { useAdminT } from '../use-admin-t.ts';
import { PartnerAccount } from './partner-account.tsx';
import { PartnerActions } from './partner-actions.tsx';
import { PartnerReview } from './partner-review.tsx';

/**
 * The detail side panel of one application (back-office §2, §3, §4): every field, the review
 * (Start Review, Approve, Reject, notes), the partner's sign-in account once approved, and the
 * spam restore and delete actions. It reads the row from the local copy, so a change made here
 * or arriving from the server shows at once.
 */
export function PartnerDetail(props: { id: string; onClose(): void; onGone(): void }) {
  const t = useAdminT().partners;
  return (
    <LeadDetail<PartnerApplicationRow>
      table="partner_applications"
      id={props.id}
      texts={t.detail}
      title={(row) => row.name}
      onClose={props.onClose}
    >
      {(row) => (
        <>
          <PartnerFields row={row} />
          <PartnerReview row={row} />
          {row.status === 'approved' ? <PartnerAccount row={row} /> : null}
          <PartnerActions row={row} onGone={props.onGone} />
        </>
      )}
    </LeadDetail>
  );
}

function PartnerFields({ row }: { row: PartnerApplicationRow }) {
  const texts = useAdminT().partners;
  const t = texts.detail;
  const lang = useLang();
  const date = (iso: string | null) =>
    iso ? <time dateTime={iso}>{formatDateTime(iso, lang)}</time> : null;
  return (
    <>
      <dl>
        <Field label={t.fields.email}>
          <a href={`mailto:${row.email}`}>{row.email}</a>
        </Field>
        <Field label={t.fields.company}>{row.company}</Field>
        <Field label={t.fields.partnerType}>
          {texts.partnerTypes[row.partner_type] ?? row.partner_type}
        </Field>
        <Field label={t.fields.status}>{texts.statuses[row.status]}</Field>
        <Field label={t.fields.language}>{texts.languages[row.language] ?? row.language}</Field>
        <Field label={t.fields.received}>{date(row.created_at)}</Field>
        <Field label={t.fields.updated}>{date(row.updated_at)}</Field>
        <Field label={t.fields.reviewedAt}>{date(row.reviewed_at) ?? t.notReviewed}</Field>
        <Field label={t.fields.reviewedBy}>{row.reviewed_by || t.notReviewed}</Field>
        <LeadSourceFields row={row} />
      </dl>
      <ReviewHistory row={row} />
      <h3>{t.fields.message}</h3>
      <p className="admin-detail__message">{row.message}</p>
    </>
  );
}

/**
 * Every review change, oldest first, each with its date, who made it, the status it set and
 * its own note: a decision without a note says so rather than seem to carry an earlier one.
 */
function ReviewHistory({ row }: { row: PartnerApplicationRow }) {
  const texts = useAdminT().partners;
  const t = texts.detail;
  const lang = useLang();
  const entries = row.review_history ?? [];
  if (entries.length === 0) return null;
  return (
    <section className="admin-review-history" aria-labelledby={`review-history-${row.id}`}>
      <h3 id={`review-history-${row.id}`}>{t.history}</h3>
      <ol>
        {entries.map((e) => (
          <li key={`${e.at}-${e.status}`}>
            <p>
              <time dateTime={e.at}>{formatDateTime(e.at, lang)}</time>:{' '}
              {fmt(t.historyEntry, {
                status: texts.statuses[e.status] ?? e.status,
                by: e.by ?? t.none,
              })}
            </p>
            <p className={e.note ? 'admin-detail__message' : 'admin-muted'}>{e.note ?? t.noNote}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
