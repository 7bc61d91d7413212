import type postgres from 'postgres';
import type { Sql, TransactionSql } from '../db/client.ts';
import type { MailMessage } from './mailer.ts';

export interface OutboxMessage extends MailMessage {
  /** What the mail is about, e.g. 'lead.contact' or 'auth.password_reset' (for logs and tests). */
  kind: string;
}

/**
 * Queues a mail in the same transaction as the record it is about, so the record is never lost
 * or delayed by a mail server being down. A worker sends queued mail with retry and backoff.
 * Resolves with the queued message's id.
 */
export async function enqueueMail(
  sql: Sql | TransactionSql,
  message: OutboxMessage,
  /** The application clock's now; due at once. Defaults to the database's now(). */
  now?: Date,
): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into mail_outbox (to_address, subject, text_body, html_body, kind, headers, reply_to,
      lang, created_at, next_attempt_at)
    values (${message.to}, ${message.subject}, ${message.text}, ${message.html ?? null}, ${message.kind},
      ${message.headers ? sql.json(message.headers) : null}, ${message.replyTo ?? null},
      ${message.lang ?? 'en'},
      coalesce(${now ?? null}::timestamptz, now()), coalesce(${now ?? null}::timestamptz, now()))
    returning id`;
  if (!row) throw new Error('The mail was not queued.');
  return row.id;
}

/** Queues several mails with one statement (lead notifications written in batches). */
export async function enqueueMails(
  sql: Sql | TransactionSql,
  messages: { message: OutboxMessage; now: Date }[],
): Promise<void> {
  if (messages.length > 0) await mailInsert(sql, messages);
}

/**
 * Queues mails whose ids the caller chose (to point at them from its own rows in the same
 * transaction), with one statement.
 */
export function mailInsertWithIds(
  sql: Sql | TransactionSql,
  messages: { id: string; message: OutboxMessage; now: Date }[],
): postgres.PendingQuery<postgres.Row[]> {
  const rows = messages.map(({ id, message, now }) => ({
    id,
    to_address: message.to,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html ?? null,
    kind: message.kind,
    headers: message.headers ?? null,
    reply_to: message.replyTo ?? null,
    lang: message.lang ?? 'en',
    at: now.toISOString(),
  }));
  return sql`
    insert into mail_outbox (id, to_address, subject, text_body, html_body, kind, headers,
      reply_to, lang, created_at, next_attempt_at)
    select id, to_address, subject, text_body, html_body, kind, headers, reply_to, lang, at, at
    from jsonb_to_recordset(${sql.json(rows)}) as x(id uuid, to_address text, subject text,
      text_body text, html_body text, kind text, headers jsonb, reply_to text, lang text,
      at timestamptz)`;
}

/**
 * The insert of `enqueueMails` as a query fragment, to be put in a WITH clause next to the
 * record the mail is about: one statement is atomic without a transaction around it.
 */
export function mailInsert(
  sql: Sql | TransactionSql,
  messages: { message: OutboxMessage; now: Date }[],
): postgres.PendingQuery<postgres.Row[]> {
  const rows = messages.map(({ message, now }) => ({
    to_address: message.to,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html ?? null,
    kind: message.kind,
    headers: message.headers ?? null,
    reply_to: message.replyTo ?? null,
    lang: message.lang ?? 'en',
    at: now.toISOString(),
  }));
  return sql`
    insert into mail_outbox (to_address, subject, text_body, html_body, kind, headers, reply_to,
      lang, created_at, next_attempt_at)
    select to_address, subject, text_body, html_body, kind, headers, reply_to, lang, at, at
    from jsonb_to_recordset(${sql.json(rows)}) as x(to_address text, subject text, text_body text,
      html_body text, kind text, headers jsonb, reply_to text, lang text, at timestamptz)`;
}
