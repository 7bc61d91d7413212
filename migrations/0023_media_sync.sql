-- The pictures' descriptions sync to the back office's devices (issue #26: a picture uploaded
-- earlier can be chosen again offline), so `media` becomes a synced table: a version drawn on
-- every change, and a tombstone when deleted (purged with the others after 30 days). The bytes
-- leave the row for a table of their own, so a pull reads descriptions, never pictures.

create table media_originals (
  media_id uuid primary key references media (id) on delete cascade,
  bytes bytea not null
);
insert into media_originals (media_id, bytes) select id, bytes from media;
alter table media drop column bytes;

alter table media
  add column updated_at timestamptz not null default now(),
  add column version bigint not null default 0,
  add column deleted_at timestamptz;

create trigger media_sync before insert or update on media
  for each row execute function sync_touch();
create index media_version_idx on media (version);
create trigger media_sync_notify after insert or update on media
  for each statement execute function sync_notify();
create index media_deleted_idx on media (deleted_at) where deleted_at is not null;

-- The pictures uploaded before: each gets its version.
update media set updated_at = created_at;
