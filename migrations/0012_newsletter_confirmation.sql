-- Newsletter double opt-in. A signup is stored pending (subscribed = false, unsubscribed_at null,
-- confirmed_at null) and a confirmation mail is sent; the link in it sets subscribed and
-- confirmed_at. So `subscribed` keeps meaning Active, and Active = subscribed AND confirmed:
-- the check below makes a subscribed row without a confirmation impossible. Rows inserted as
-- subscribed by other means (demo seed, import; `subscribed` still defaults to true there) count
-- as confirmed at their consent, like the rows that exist now. The signup form inserts false.
alter table newsletter_signups add column confirmed_at timestamptz;
update newsletter_signups set confirmed_at = consent_at;
-- Not subscribed and never unsubscribed would read as pending: older unsubscribed rows say when.
update newsletter_signups set unsubscribed_at = updated_at
  where not subscribed and unsubscribed_at is null;

create function newsletter_signups_confirm_on_insert() returns trigger language plpgsql as $$
begin
  if new.subscribed and new.confirmed_at is null then
    new.confirmed_at := new.consent_at;
  end if;
  return new;
end $$;
create trigger newsletter_signups_confirm_on_insert before insert on newsletter_signups
  for each row execute function newsletter_signups_confirm_on_insert();

alter table newsletter_signups add constraint newsletter_signups_confirmed_check
  check (not subscribed or confirmed_at is not null);

-- The links of the newsletter mails. Only a hash of each token is stored (the mails carry the
-- tokens themselves and are redacted once sent), like support_csat_tokens (0007).
--   confirm      single use (used_at), until expires_at; a new mail replaces an unused one
--   unsubscribe  one per mail, never expires: an old mail's unsubscribe link keeps working
create table newsletter_tokens (
  id uuid primary key default gen_random_uuid(),
  signup_id uuid not null references newsletter_signups (id) on delete cascade,
  purpose text not null check (purpose in ('confirm', 'unsubscribe')),
  token_hash text not null unique,
  expires_at timestamptz,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index newsletter_tokens_signup_idx on newsletter_tokens (signup_id, purpose);

-- Extra mail headers (List-Unsubscribe, List-Unsubscribe-Post: RFC 8058), name → value.
alter table mail_outbox add column headers jsonb;
