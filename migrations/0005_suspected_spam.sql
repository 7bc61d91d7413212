-- Suspected spam (the honeypot filled in, or a form sent faster than a person can): stored like
-- any lead, so a person mistaken for a bot loses nothing, but flagged, so lists, counts and staff
-- notifications leave it out until someone restores it. Null = a real lead. Flagged rows older
-- than 30 days are soft-deleted by the maintenance job (migrations/0004: tombstones then purge).

do $$
declare
  t text;
begin
  foreach t in array array['contact_submissions', 'sales_enquiries', 'partner_applications',
    'support_tickets', 'newsletter_signups']
  loop
    execute format(
      'alter table %I add column spam_reason text check (spam_reason in (''honeypot'', ''too_fast'')),'
      ' add column spam_at timestamptz,'
      ' add constraint %I check ((spam_reason is null) = (spam_at is null))',
      t, t || '_spam_flag_check');
    -- Only flagged, live rows: the purge finds the expired ones without reading real leads.
    execute format(
      'create index %I on %I (spam_at) where spam_reason is not null and deleted_at is null',
      t || '_spam_idx', t);
  end loop;
end
$$;
