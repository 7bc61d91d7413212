-- Where each lead came from (issue 49, "Sources"), recorded with the submission under the privacy
-- policy's existing purpose (answering the person and running the firm's lead handling):
--   source_page      the site's own page the form was sent from (a path, no query string);
--   source_referrer  the referring site of the visit's landing page: an origin only, never a path;
--   utm_source, utm_medium, utm_campaign
--                    the UTM parameters of the visit's landing page, when it had them.
-- spam_restored_at  when staff restored a lead flagged as suspected spam (restoring clears the
--                   flag itself, so without it the reports could not count restorations).
-- The browser keeps the landing facts in session storage (never sent to analytics). Columns of
-- synced tables: their sync triggers (0001) version every change already.
do $$
declare t text;
begin
  foreach t in array array['contact_submissions', 'sales_enquiries', 'partner_applications',
    'support_tickets', 'newsletter_signups']
  loop
    execute format($f$alter table %I
      add column source_page text check (length(source_page) <= 500),
      add column source_referrer text check (length(source_referrer) <= 300),
      add column utm_source text check (length(utm_source) <= 200),
      add column utm_medium text check (length(utm_medium) <= 200),
      add column utm_campaign text check (length(utm_campaign) <= 200),
      add column spam_restored_at timestamptz$f$, t);
  end loop;
end
$$;
