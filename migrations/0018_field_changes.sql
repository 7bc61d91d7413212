-- Who last changed each field of a triage row, when that change was made and the version it
-- produced: {"priority": {"v": "812", "uid": "…", "by": "anna@…", "at": "2026-…Z"}}.
--
-- A change queued offline carries the version its copy of the row had and the time it was made.
-- When a colleague changed the same field after both (a newer decision), the server answers a
-- conflict instead of letting the older change overwrite it (server/services/admin/stale.ts).
--
-- The trigger keeps the map for every writer (the mutation path, mail effects, retention), so
-- nothing that changes a field can leave it out. The mutation path names the actor and the time
-- the change was made in transaction settings (lumen.actor_id, lumen.actor_email,
-- lumen.made_at); other writers leave them empty, and the change counts as made by the system
-- at the transaction's time. Runs after <table>_sync (trigger order is by name), so the row's
-- new version is known.
create function sync_field_changes() returns trigger
language plpgsql as $$
declare
  before jsonb := to_jsonb(old) - 'version' - 'updated_at' - 'field_changes';
  after jsonb := to_jsonb(new) - 'version' - 'updated_at' - 'field_changes';
  change jsonb;
  k text;
begin
  change := jsonb_build_object(
    'v', new.version::text,
    'uid', nullif(current_setting('lumen.actor_id', true), ''),
    'by', nullif(current_setting('lumen.actor_email', true), ''),
    'at', coalesce(
      nullif(current_setting('lumen.made_at', true), ''),
      to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')));
  for k in select key from jsonb_each(after) loop
    if after -> k is distinct from before -> k then
      new.field_changes := new.field_changes || jsonb_build_object(k, change);
    end if;
  end loop;
  return new;
end
$$;

do $$
declare t text;
begin
  foreach t in array array['contact_submissions', 'sales_enquiries', 'partner_applications',
    'support_tickets', 'newsletter_signups', 'lead_replies', 'reply_templates']
  loop
    execute format('alter table %I add column field_changes jsonb not null default ''{}''', t);
    execute format('create trigger %I before update on %I for each row execute function sync_field_changes()', t || '_sync_fields', t);
  end loop;
end
$$;
