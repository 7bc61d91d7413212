-- Customer satisfaction links: when a support ticket is resolved, the customer is mailed a link
-- to rate the help from 1 to 5. Only a hash of the link's token is stored (the mail carries the
-- token itself and is redacted once sent), so a database read cannot rate tickets. A link
-- works once (used_at) and until expires_at; resolving the ticket again replaces an unused link.
create table support_csat_tokens (
  id uuid primary key default gen_random_uuid(),
  ticket_id uuid not null references support_tickets (id) on delete cascade,
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create index support_csat_tokens_ticket_idx on support_csat_tokens (ticket_id);
