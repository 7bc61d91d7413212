import type { SalesEnquiryRow } from '../../../../../shared/admin/sales.ts';
import type { AdminMessages } from '../../../../../shared/i18n/en/admin.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import {
  LEAD_MESSAGE_MIN,
  type LeadScorePart,
  leadScore,
  leadScoreParts,
} from '../../../../../shared/lead-score.ts';
import { useAdminT } from '../use-admin-t.ts';

type Texts = AdminMessages['sales']['score'];

/** What earned (or did not earn) one part of the score, e.g. "company size 201-1000". */
export function partReason(t: Texts, part: LeadScorePart): string {
  switch (part.rule) {
    case 'companySize':
      return part.employees ? fmt(t.companySize, { size: part.employees }) : t.companySizeNone;
    case 'seniority':
      return fmt(t.seniority[part.level], { title: part.title ?? '' });
    case 'emailDomain':
      return fmt(part.freeMail ? t.freeMail : t.workDomain, { domain: part.domain });
    case 'phone':
      return part.given ? t.phone : t.phoneNone;
    case 'message':
      return fmt(part.points > 0 ? t.message : t.messageShort, { min: LEAD_MESSAGE_MIN });
  }
}

/** "+35", "0". */
export function formatPoints(points: number): string {
  return points > 0 ? `+${points}` : String(points);
}

/**
 * The enquiry's lead score and why: each part of the rule (shared/lead-score.ts) with its
 * points, read from the enquiry's own fields. A score stored under an earlier rule says so.
 */
export function ScoreReasons({ row }: { row: SalesEnquiryRow }) {
  const t = useAdminT().sales.score;
  const parts = leadScoreParts(row);
  const now = leadScore(row);
  return (
    <section aria-labelledby={`score-${row.id}`} className="admin-score-box">
      <h3 id={`score-${row.id}`}>
        {t.heading}: <span className="admin-score">{fmt(t.outOf, { score: row.lead_score })}</span>
      </h3>
      <ul className="admin-score-parts" aria-label={t.why}>
        {parts.map((part) => (
          <li key={part.rule}>
            <span className="admin-score-parts__points">{formatPoints(part.points)}</span>
            <span>{partReason(t, part)}</span>
          </li>
        ))}
      </ul>
      {now !== row.lead_score ? (
        <p className="admin-muted">{fmt(t.earlierRule, { stored: row.lead_score, now })}</p>
      ) : null}
    </section>
  );
}
