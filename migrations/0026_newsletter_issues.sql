-- Issues of the newsletter (issue #48). An issue is an editor's draft like a post: a synced table
-- with a version on every change and tombstones, written offline and pushed later. Its text is
-- its own (subject and body in each language) or that of a post (`post_id`: the post's title,
-- excerpt, featured picture and a link, in each language). The status moves
--   draft → scheduled → sending ⇄ paused → sent, and cancelled from any but sent
-- only through the server (/api/admin/newsletter-issues), which expands the audience.
create table newsletter_issues (
  id uuid primary key default gen_random_uuid(),
  subject text check (length(subject) <= 300),
  subject_et text check (length(subject_et) <= 300),
  body text check (length(body) <= 100000),
  body_et text check (length(body_et) <= 100000),
  post_id uuid references blog_posts (id) on delete set null,
  -- An issue without Estonian text: Estonian subscribers get the English one with a note
  -- ('english'), or the issue waits until it has one ('hold').
  untranslated text not null default 'english' check (untranslated in ('english', 'hold')),
  status text not null default 'draft'
    check (status in ('draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled')),
  scheduled_at timestamptz,
  started_at timestamptz,
  sent_at timestamptz,
  cancelled_at timestamptz,
  -- Who sent or scheduled it (an address, for the audit and the scheduled send).
  sent_by text,
  -- A sent issue is in the public archive until an editor withdraws it.
  in_archive boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version bigint not null default 0,
  deleted_at timestamptz
);
create trigger newsletter_issues_sync before insert or update on newsletter_issues
  for each row execute function sync_touch();
create trigger newsletter_issues_sync_notify after insert or update on newsletter_issues
  for each statement execute function sync_notify();
create index newsletter_issues_version_idx on newsletter_issues (version);
create index newsletter_issues_deleted_idx on newsletter_issues (deleted_at)
  where deleted_at is not null;
create index newsletter_issues_due_idx on newsletter_issues (status, scheduled_at)
  where status in ('scheduled', 'sending');

-- One delivery per subscriber and issue: the unique key means nobody gets an issue twice. The
-- audience is expanded into these rows in one transaction; a pump then moves them into the mail
-- outbox at the configured rate (status outbox, mail_id), and the outbox worker ends each as sent
-- or, on a permanent refusal (5xx), failed with the server's answer. Not synced: the issue's
-- screen reads its figures from the server.
create table newsletter_deliveries (
  id uuid primary key default gen_random_uuid(),
  issue_id uuid not null references newsletter_issues (id) on delete cascade,
  signup_id uuid not null references newsletter_signups (id) on delete cascade,
  email text not null,
  -- The subscriber's language when the audience was expanded.
  lang text not null check (lang in ('en', 'et')),
  status text not null default 'queued'
    check (status in ('queued', 'outbox', 'sent', 'failed', 'cancelled')),
  mail_id uuid references mail_outbox (id) on delete set null,
  error text,
  queued_at timestamptz,
  sent_at timestamptz,
  failed_at timestamptz,
  created_at timestamptz not null default now(),
  constraint newsletter_deliveries_once unique (issue_id, signup_id)
);
create index newsletter_deliveries_todo_idx on newsletter_deliveries (issue_id, id)
  where status = 'queued';
create index newsletter_deliveries_mail_idx on newsletter_deliveries (mail_id)
  where mail_id is not null;
create index newsletter_deliveries_queued_at_idx on newsletter_deliveries (queued_at)
  where queued_at is not null;
create index newsletter_deliveries_signup_idx on newsletter_deliveries (signup_id);
create index newsletter_deliveries_email_idx on newsletter_deliveries (lower(email));

-- Permanent refusals across issues; at NEWSLETTER_SUPPRESS_AFTER the address is suppressed (no
-- issue is sent to it) until someone on the newsletter screen takes it back.
alter table newsletter_signups
  add column bounces integer not null default 0,
  add column suppressed_at timestamptz;

-- A mail the server refused for good (a newsletter issue's 5xx): never tried again.
alter table mail_outbox add column failed_at timestamptz;
