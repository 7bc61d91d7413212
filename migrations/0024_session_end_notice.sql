-- A device whose session is ended (the Sessions screen, a sign-out, a password change, a disabled
-- account, a copied refresh token) is told at once over its events stream. Ending one draws a
-- version from the sync sequence and notifies the sync channel, as a change to synced rows does:
-- the change feed hears it in both of its modes (LISTEN on a PostgreSQL server, polling the
-- sequence on the embedded database), every open stream checks its session, and the stream of
-- an ended one says `ended` and closes (server/services/sync/events.ts). The version names no
-- row, so a device that pulls for it finds nothing new.
create function sessions_ended_notify() returns trigger language plpgsql as $$
begin
  perform nextval('sync_version_seq');
  perform pg_notify('lumen_sync', '');
  return null;
end
$$;
create trigger sessions_ended_notify after update of revoked_at on sessions
  for each row when (old.revoked_at is null and new.revoked_at is not null)
  execute function sessions_ended_notify();
