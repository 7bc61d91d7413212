-- The back office's sync protocol (ARCHITECTURE.md, "Sync protocol"): remembered push answers,
-- the tombstone purge horizon, and a notification whenever a synced table changes.

-- One row per pushed mutation id: a retried push gets its first answer back instead of applying
-- the change again. The answer belongs to the user who sent it; another user never sees it.
create table sync_mutations (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  name text not null check (length(name) between 1 and 100),
  result jsonb not null,
  created_at timestamptz not null default now()
);
create index sync_mutations_created_idx on sync_mutations (created_at);

-- A single row. `purged_version` is the highest version of a tombstone that was hard-deleted: a
-- client whose cursor is below it may have missed that deletion and must pull again from zero.
create table sync_state (
  id boolean primary key default true check (id),
  purged_version bigint not null default 0
);
insert into sync_state (id, purged_version) values (true, 0);

-- Statement level, so a bulk change sends one notification; PostgreSQL delivers it at commit and
-- folds identical notifications of one transaction into one. Listeners read the version
-- themselves: the payload stays empty so identical notifications can be folded. Hard deletes
-- (the tombstone purge) change nothing a client pulls, so they do not notify.
create function sync_notify() returns trigger
language plpgsql as $$
begin
  perform pg_notify('lumen_sync', '');
  return null;
end
$$;

do $$
declare t text;
begin
  foreach t in array array['contact_submissions', 'sales_enquiries', 'newsletter_signups',
    'partner_applications', 'support_tickets', 'blog_posts', 'newsroom_posts', 'team_members',
    'advisory_members', 'investors', 'partners', 'people']
  loop
    execute format('create trigger %I after insert or update on %I for each statement execute function sync_notify()', t || '_sync_notify', t);
    -- The purge looks for old tombstones; live rows (nearly all) stay out of this index.
    execute format('create index %I on %I (deleted_at) where deleted_at is not null', t || '_deleted_idx', t);
  end loop;
end
$$;
