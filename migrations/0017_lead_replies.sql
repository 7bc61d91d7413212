-- Replying to a lead from the back office: each reply is a synced row on the lead's thread, sent
-- through the one mail outbox, and its delivery state follows the outbox row it was queued as.
-- Saved reply templates are synced too, so the composer works offline.

create table reply_templates (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 100),
  language text not null check (language in ('en', 'et')),
  subject text not null check (length(subject) between 1 and 300),
  body text not null check (length(body) between 1 and 20000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version bigint not null default 0,
  deleted_at timestamptz
);

create table lead_replies (
  id uuid primary key,
  lead_table text not null check (lead_table in
    ('contact_submissions', 'sales_enquiries', 'partner_applications', 'support_tickets')),
  lead_id uuid not null,
  -- The lead's address when the reply was written (the server's copy, not the browser's).
  to_address text not null check (length(to_address) between 3 and 320),
  subject text not null check (length(subject) between 1 and 300),
  body text not null check (length(body) between 1 and 20000),
  language text not null check (language in ('en', 'et')),
  sent_by text not null check (length(sent_by) between 3 and 320),
  mail_id uuid references mail_outbox (id) on delete set null,
  delivery text not null default 'queued' check (delivery in ('queued', 'sent', 'failed')),
  delivery_error text,
  delivered_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version bigint not null default 0,
  deleted_at timestamptz
);
create index lead_replies_lead_idx on lead_replies (lead_id);
create index lead_replies_mail_idx on lead_replies (mail_id) where mail_id is not null;

do $$
declare t text;
begin
  foreach t in array array['reply_templates', 'lead_replies']
  loop
    execute format('create trigger %I before insert or update on %I for each row execute function sync_touch()', t || '_sync', t);
    execute format('create index %I on %I (version)', t || '_version_idx', t);
    execute format('create trigger %I after insert or update on %I for each statement execute function sync_notify()', t || '_sync_notify', t);
    execute format('create index %I on %I (deleted_at) where deleted_at is not null', t || '_deleted_idx', t);
  end loop;
end
$$;

-- The outbox worker (and Resend on the Mail screen) change only mail_outbox; the reply that
-- queued a message takes its state from it, so every device sees "Sent" or "Failed" live.
create function lead_replies_follow_mail() returns trigger language plpgsql as $$
begin
  update lead_replies set
    delivery = case when new.sent_at is not null then 'sent'
                    when new.last_error is not null then 'failed'
                    else 'queued' end,
    delivery_error = case when new.sent_at is null then left(new.last_error, 1000) end,
    delivered_at = new.sent_at
  where mail_id = new.id
    and (delivery, delivery_error, delivered_at) is distinct from (
      case when new.sent_at is not null then 'sent'
           when new.last_error is not null then 'failed'
           else 'queued' end,
      case when new.sent_at is null then left(new.last_error, 1000) end,
      new.sent_at);
  return null;
end
$$;
create trigger mail_outbox_reply_state after update of sent_at, last_error on mail_outbox
  for each row execute function lead_replies_follow_mail();

-- A deleted lead takes its thread with it: the replies become tombstones in the same
-- transaction, so every device forgets them, and the purge removes them with the lead.
create function lead_replies_follow_lead() returns trigger language plpgsql as $$
begin
  update lead_replies set deleted_at = new.deleted_at
  where lead_id = new.id and deleted_at is null;
  return null;
end
$$;
do $$
declare t text;
begin
  foreach t in array array['contact_submissions', 'sales_enquiries', 'partner_applications',
    'support_tickets']
  loop
    execute format('create trigger %I after update of deleted_at on %I for each row when (new.deleted_at is not null and old.deleted_at is null) execute function lead_replies_follow_lead()', t || '_replies_deleted', t);
  end loop;
end
$$;

-- The Mail screen lists the outbox newest first.
create index mail_outbox_created_idx on mail_outbox (created_at desc);

insert into reply_templates (name, language, subject, body) values
  ('Thank you for getting in touch', 'en', 'Your message to Lumen Legal',
   E'Dear {name},\n\nThank you for getting in touch with Lumen Legal. We have read your message and will come back to you within one working day.\n\nKind regards,\nThe Lumen Legal team'),
  ('Tänan pöördumise eest', 'et', 'Teie sõnum Lumen Legalile',
   E'Tere, {name}!\n\nTänan, et võtsite Lumen Legaliga ühendust. Lugesime teie sõnumi läbi ja vastame ühe tööpäeva jooksul.\n\nLugupidamisega\nLumen Legali meeskond'),
  ('Support: we are on it', 'en', 'Your support request {ticket}',
   E'Dear {name},\n\nThank you for your support request {ticket}. We are looking into it and will write again as soon as we know more.\n\nKind regards,\nLumen Legal support'),
  ('Tugi: tegeleme sellega', 'et', 'Teie tugipöördumine {ticket}',
   E'Tere, {name}!\n\nTänan tugipöördumise {ticket} eest. Uurime asja ja kirjutame uuesti, kui teame rohkem.\n\nLugupidamisega\nLumen Legali tugi'),
  ('Sales: offer a demo', 'en', 'A Lumen Legal demo for {company}',
   E'Dear {name},\n\nThank you for your interest in Lumen Legal. We would be glad to show {company} how the product works. Which times suit you next week?\n\nKind regards,\nThe Lumen Legal team');
