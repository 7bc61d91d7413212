-- Cookie consent records (back-office §4; POST /api/consent): proof of what a visitor agreed to.
-- Anonymous on purpose: an id made in the browser, the categories, the banner's version and the
-- time of the decision. No IP address, user agent or anything else that points at a person.
-- Each decision is its own row (a changed mind is a new record); a retry of the same id is a no-op.
create table consent_records (
  id uuid primary key,
  necessary boolean not null default true check (necessary),
  statistics boolean not null,
  marketing boolean not null,
  version integer not null check (version >= 1),
  decided_at timestamptz not null,
  received_at timestamptz not null
);

create index consent_records_received_at on consent_records (received_at);
