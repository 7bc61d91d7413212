/**
 * Customer satisfaction (back-office §3 customer_satisfaction, §9 ratings 1 to 5). Resolving a
 * ticket mails the customer a single-use link, valid CSAT_LINK_TTL_DAYS days, in the ticket's
 * language; the answer sets customer_satisfaction once. Only the token's hash is stored; the mail
 * that carries the token is redacted once sent (mail/outbox-worker.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Lang } from '../../shared/constants.ts';
import { fmt, messages } from '../../shared/i18n/index.ts';
import { localePath } from '../../shared/paths.ts';
import type { Sql, TransactionSql } from '../db/client.ts';
import { ValidationError } from '../errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { recordAudit } from './audit.ts';

export const CSAT_LINK_TTL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The outbox kind of the mail: its body holds a working link, so it is redacted once sent. */
export const CSAT_MAIL_KIND = 'support.csat';
/** The public page the link opens (under /et for Estonian tickets). */
export const CSAT_PAGE_PATH = '/support/rate';

export const ratingSchema = z.object({
  token: z.string('The link is not valid.').min(16, 'The link is not valid.').max(200),
  rating: z.coerce
    .number('Please choose a rating from 1 to 5.')
    .int('Please choose a rating from 1 to 5.')
    .min(1, 'Please choose a rating from 1 to 5.')
    .max(5, 'Please choose a rating from 1 to 5.'),
});

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A ticket as the database returns it (the link and its mail read a few columns). */
type TicketForMail = Readonly<Record<string, unknown>>;

/**
 * Queues the satisfaction mail in the caller's transaction (the one that resolved the ticket),
 * unless the ticket is rated already or is suspected spam. An unused earlier link of the ticket
 * stops working: only the newest mail counts.
 */
export async function sendSatisfactionLink(
  tx: TransactionSql,
  ticket: TicketForMail,
  now: Date,
  publicOrigin: string,
): Promise<void> {
  if (ticket.customer_satisfaction !== null || ticket.spam_reason !== null) return;
  const ticketId = String(ticket.id);
  await tx`delete from support_csat_tokens where ticket_id = ${ticketId} and used_at is null`;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + CSAT_LINK_TTL_DAYS * DAY_MS);
  await tx`insert into support_csat_tokens (ticket_id, token_hash, expires_at, created_at)
    values (${ticketId}, ${hashToken(token)}, ${expiresAt}, ${now})`;
  const lang: Lang = ticket.language === 'et' ? 'et' : 'en';
  const t = messages(lang).pages.supportRating.mail;
  const link = `${publicOrigin}${localePath(lang, CSAT_PAGE_PATH)}?token=${token}`;
  const values = {
    name: String(ticket.customer_name),
    ticket: String(ticket.ticket_number),
    subject: String(ticket.subject),
    link,
    days: CSAT_LINK_TTL_DAYS,
  };
  await enqueueMail(
    tx,
    {
      kind: CSAT_MAIL_KIND,
      to: String(ticket.customer_email),
      subject: fmt(t.subject, values),
      text: fmt(t.body, values),
      lang,
    },
    now,
  );
}

export type LinkState = 'valid' | 'used' | 'expired' | 'invalid';

export interface LinkInfo {
  state: LinkState;
  /** The ticket's number, only for a link that can still be used. */
  ticketNumber?: string;
}

interface TokenRow {
  id: string;
  ticket_id: string;
  expires_at: Date;
  used_at: Date | null;
  ticket_number: string;
  deleted_at: Date | null;
  customer_satisfaction: number | null;
}

async function findToken(sql: Sql | TransactionSql, token: string, lock: boolean) {
  const [row] = await sql<TokenRow[]>`
    select k.id, k.ticket_id, k.expires_at, k.used_at, t.ticket_number, t.deleted_at,
      t.customer_satisfaction
    from support_csat_tokens k join support_tickets t on t.id = k.ticket_id
    where k.token_hash = ${hashToken(token)}
    ${lock ? sql`for update of k` : sql``}`;
  return row;
}

function stateOf(row: TokenRow | undefined, now: Date): LinkState {
  if (!row || row.deleted_at !== null) return 'invalid';
  if (row.used_at !== null || row.customer_satisfaction !== null) return 'used';
  if (row.expires_at.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

/** What the page says before the customer chooses: may the link still be used? */
export async function checkSatisfactionLink(sql: Sql, token: string, now: Date): Promise<LinkInfo> {
  if (token.length < 16 || token.length > 200) return { state: 'invalid' };
  const row = await findToken(sql, token, false);
  const state = stateOf(row, now);
  return state === 'valid' && row ? { state, ticketNumber: row.ticket_number } : { state };
}

/**
 * Records the rating: the link is spent and customer_satisfaction set, in one transaction, so two
 * answers at once cannot both count. Returns the state the link was in ('valid' = rated now).
 */
export async function rateSupportTicket(
  deps: { sql: Sql },
  input: unknown,
  now: Date,
  ip: string | null,
): Promise<LinkState> {
  const parsed = ratingSchema.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
    throw new ValidationError(fields);
  }
  const { token, rating } = parsed.data;
  return deps.sql.begin(async (tx) => {
    const row = await findToken(tx, token, true);
    const state = stateOf(row, now);
    if (state !== 'valid' || !row) return state;
    await tx`update support_csat_tokens set used_at = ${now} where id = ${row.id}`;
    await tx`update support_tickets set customer_satisfaction = ${rating}, updated_at = ${now}
      where id = ${row.ticket_id} and customer_satisfaction is null`;
    await recordAudit(
      tx,
      {
        action: 'support.rated',
        entity: 'support_tickets',
        entityId: row.ticket_id,
        ip,
        details: {
          before: { customer_satisfaction: null },
          after: { customer_satisfaction: rating },
        },
      },
      now,
    );
    return 'valid';
  });
}
