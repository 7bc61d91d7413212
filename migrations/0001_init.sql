-- The complete data model of public-site §3 and back-office §3.
--
-- Every table the back office syncs carries `version` (from one sequence, assigned in commit
-- order) and `deleted_at` (soft delete, so clients see tombstones). Enumerated values of
-- back-office §4 are check constraints; timestamps are timestamptz.

create sequence sync_version_seq;

-- Versions must be handed out in commit order, or a client that pulled "since 42" could miss a
-- row that received 41 but committed later. A transaction-scoped advisory lock taken before
-- nextval serialises writers to synced tables until they commit; reads are not affected.
create function sync_touch() returns trigger
language plpgsql as $$
begin
  perform pg_advisory_xact_lock(7340222);
  new.version := nextval('sync_version_seq');
  if tg_op = 'UPDATE' and new.updated_at is not distinct from old.updated_at then
    new.updated_at := now();
  end if;
  return new;
end
$$;

-- Leads --------------------------------------------------------------------------------------

create table contact_submissions (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 200),
  email text not null check (length(email) between 3 and 320),
  company text check (length(company) <= 200),
  subject text check (length(subject) <= 200),
  message text not null check (length(message) between 1 and 10000),
  form_type text not null default 'general' check (length(form_type) <= 50),
  priority text not null default 'medium' check (priority in ('urgent', 'high', 'medium', 'low')),
  status text not null default 'new' check (status in ('new', 'in_progress', 'resolved', 'closed')),
  assigned_to text check (length(assigned_to) <= 320),
  response_sent boolean not null default false,
  response_date timestamptz,
  user_agent text check (length(user_agent) <= 1000),
  referrer text check (length(referrer) <= 2000),
  ip_address inet,
  language text not null default 'en' check (language in ('en', 'et')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version bigint not null default 0,
  deleted_at timestamptz
);

create table sales_enquiries (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 200),
  email text not null check (length(email) between 3 and 320),
  company text not null check (length(company) between 1 and 200),
  title text check (length(title) <= 200),
  employees text check (employees in ('1-10', '11-50', '51-200', '201-1000', '1000+')),
  phone text check (length(phone) <= 50),
  message text check (length(message) <= 10000),
  status text not null default 'new' check (status in ('new', 'contacted', 'qualified', 'won', 'lost')),
  lead_score integer not null default 0 check (lead_score between 0 and 100),
  user_agent text check (length(user_agent) <= 1000),
  ip_address inet,
  language text not null default 'en' check (language in ('en', 'et')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version bigint not null default 0,
  deleted_at timestamptz
);

create table newsletter_signups (
  id uuid primary key default gen_random_uuid(),
  email text not null check (length(email) between 3 and 320),
  subscribed boolean not null default true,
  -- Where and when consent was given; a re-subscription records the new consent.
  source text not null default 'page' check (source in ('page', 'popup', 'import', 'legacy')),
  consent_at timestamptz not null default now(),
  unsubscribed_at timestamptz,
  ip_address inet,
  user_agent text check (length(user_agent) <= 1000),
  language text not null default 'en' check (language in ('en', 'et')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version bigint not null default 0,
  deleted_at timestamptz
);
create unique index newsletter_signups_email_key on newsletter_signups (lower(email))
  where deleted_at is null;

create table partner_applications (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 200),
  email text not null check (length(email) between 3 and 320),
  company text not null check (length(company) between 1 and 200),
  partner_type text not null check (partner_type in ('technology', 'implementation', 'reseller')),
  message text not null check (length(message) between 1 and 10000),
  status text not null default 'pending'
    check (status in ('pending', 'under_review', 'approved', 'rejected')),
  review_notes text check (length(review_notes) <= 10000),
  reviewed_at timestamptz,
  reviewed_by text check (length(reviewed_by) <= 320),
  user_agent text check (length(user_agent) <= 1000),
  ip_address inet,
  language text not null default 'en' check (language in ('en', 'et')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version bigint not null default 0,
  deleted_at timestamptz
);

create sequence support_ticket_number_seq;

create table support_tickets (
  id uuid primary key default gen_random_uuid(),
  -- Human-readable, e.g. SUP-2025-000042; unique across all years.
  ticket_number text not null unique
    default ('SUP-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('support_ticket_number_seq')::text, 6, '0')),
  customer_name text not null check (length(customer_name) between 1 and 200),
  customer_email text not null check (length(customer_email) between 3 and 320),
  company text check (length(company) <= 200),
  subject text not null check (length(subject) between 1 and 300),
  description text not null check (length(description) between 1 and 10000),
  status text not null default 'open'
    check (status in ('open', 'in_progress', 'waiting_customer', 'resolved', 'closed')),
  priority text not null default 'medium' check (priority in ('urgent', 'high', 'medium', 'low')),
  category text not null default 'general'
    check (category in ('general', 'technical', 'billing', 'feature_request', 'bug_report')),
  resolution text check (length(resolution) <= 10000),
  customer_satisfaction smallint check (customer_satisfaction between 1 and 5),
  first_response_at timestamptz,
  resolved_at timestamptz,
  assigned_to text check (length(assigned_to) <= 320),
  user_agent text check (length(user_agent) <= 1000),
  ip_address inet,
  language text not null default 'en' check (language in ('en', 'et')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version bigint not null default 0,
  deleted_at timestamptz
);

-- Content ------------------------------------------------------------------------------------

create table blog_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(title) between 1 and 300),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 200),
  content text not null check (length(content) between 1 and 200000),
  excerpt text check (length(excerpt) <= 2000),
  author text not null check (length(author) between 1 and 200),
  category text not null default 'Legal Technology' check (category in
    ('Legal Technology', 'AI Innovation', 'Compliance', 'Security', 'Business', 'Product Updates')),
  tags text[] not null default '{}',
  featured_image text check (length(featured_image) <= 2000),
  seo_title text check (length(seo_title) <= 300),
  seo_description text check (length(seo_description) <= 1000),
  published boolean not null default false,
  featured boolean not null default false,
  view_count integer not null default 0 check (view_count >= 0),
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version bigint not null default 0,
  deleted_at timestamptz
);
create unique index blog_posts_slug_key on blog_posts (slug) where deleted_at is null;

create table newsroom_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(title) between 1 and 300),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 200),
  content text not null check (length(content) between 1 and 200000),
  excerpt text check (length(excerpt) <= 2000),
  author text not null check (length(author) between 1 and 200),
  category text check (category in
    ('Press Release', 'Product Update', 'Company News', 'Partnership', 'Funding', 'Awards')),
  featured_image text check (length(featured_image) <= 2000),
  published boolean not null default false,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version bigint not null default 0,
  deleted_at timestamptz
);
create unique index newsroom_posts_slug_key on newsroom_posts (slug) where deleted_at is null;

create table team_members (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 200),
  position text not null check (length(position) between 1 and 200),
  bio text check (length(bio) <= 5000),
  image_url text check (length(image_url) <= 2000),
  -- The /people/{slug} profile this card links to, when there is one.
  person_slug text check (length(person_slug) <= 200),
  order_index integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version bigint not null default 0,
  deleted_at timestamptz
);

create table advisory_members (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 200),
  title text check (length(title) <= 200),
  organisation text check (length(organisation) <= 200),
  bio text check (length(bio) <= 5000),
  image_url text check (length(image_url) <= 2000),
  person_slug text check (length(person_slug) <= 200),
  order_index integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version bigint not null default 0,
  deleted_at timestamptz
);

create table investors (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 200),
  description text check (length(description) <= 5000),
  type text check (length(type) <= 100),
  investment_round text check (length(investment_round) <= 100),
  logo_url text check (length(logo_url) <= 2000),
  website_url text check (length(website_url) <= 2000),
  order_index integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version bigint not null default 0,
  deleted_at timestamptz
);

create table partners (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 200),
  slug text check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  description text check (length(description) <= 5000),
  -- Which strip or section lists the partner on the public site.
  kind text not null default 'technology' check (kind in ('technology', 'platform', 'hardware', 'implementation', 'reseller')),
  logo_url text check (length(logo_url) <= 2000),
  website_url text check (length(website_url) <= 2000),
  order_index integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version bigint not null default 0,
  deleted_at timestamptz
);
create unique index partners_slug_key on partners (slug) where deleted_at is null and slug is not null;

create table people (
  id uuid primary key default gen_random_uuid(),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 200),
  name text not null check (length(name) between 1 and 200),
  title text not null check (length(title) between 1 and 200),
  short_bio text check (length(short_bio) <= 1000),
  long_bio text check (length(long_bio) <= 20000),
  photo_url text check (length(photo_url) <= 2000),
  -- [{ "label": "LinkedIn", "url": "https://…" }]
  links jsonb not null default '[]' check (jsonb_typeof(links) = 'array'),
  order_index integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version bigint not null default 0,
  deleted_at timestamptz
);
create unique index people_slug_key on people (slug) where deleted_at is null;

-- Every synced table: versions and tombstones, pulled in version order.
do $$
declare t text;
begin
  foreach t in array array['contact_submissions', 'sales_enquiries', 'newsletter_signups',
    'partner_applications', 'support_tickets', 'blog_posts', 'newsroom_posts', 'team_members',
    'advisory_members', 'investors', 'partners', 'people']
  loop
    execute format('create trigger %I before insert or update on %I for each row execute function sync_touch()', t || '_sync', t);
    execute format('create index %I on %I (version)', t || '_version_idx', t);
  end loop;
end
$$;

-- Indexes for the back office's list filters, ordering and the public pages' reads.
create index contact_submissions_list_idx on contact_submissions (status, priority, created_at desc) where deleted_at is null;
create index contact_submissions_created_idx on contact_submissions (created_at desc) where deleted_at is null;
create index sales_enquiries_created_idx on sales_enquiries (created_at desc) where deleted_at is null;
create index newsletter_signups_list_idx on newsletter_signups (subscribed, created_at desc) where deleted_at is null;
create index partner_applications_list_idx on partner_applications (status, partner_type, created_at desc) where deleted_at is null;
create index partner_applications_email_idx on partner_applications (lower(email));
create index support_tickets_list_idx on support_tickets (status, priority, category, created_at desc) where deleted_at is null;
create index support_tickets_created_idx on support_tickets (created_at desc) where deleted_at is null;
create index blog_posts_public_idx on blog_posts (published, created_at desc) where deleted_at is null;
create index blog_posts_category_idx on blog_posts (category) where deleted_at is null;
create index newsroom_posts_public_idx on newsroom_posts (published, created_at desc) where deleted_at is null;
create index team_members_order_idx on team_members (active, order_index) where deleted_at is null;
create index advisory_members_order_idx on advisory_members (active, order_index) where deleted_at is null;
create index investors_order_idx on investors (active, order_index) where deleted_at is null;
create index partners_order_idx on partners (active, kind, order_index) where deleted_at is null;
create index people_order_idx on people (active, order_index) where deleted_at is null;

-- Accounts -----------------------------------------------------------------------------------

create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null check (length(email) between 3 and 320),
  password_hash text not null,
  role text not null check (role in ('admin', 'partner')),
  -- A partner account belongs to the company of its partner application.
  partner_application_id uuid references partner_applications (id) on delete set null,
  disabled_at timestamptz,
  password_changed_at timestamptz not null default now(),
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));

-- One row per refresh token; a family is one sign-in and the chain of tokens rotated from it.
create table sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  family_id uuid not null,
  refresh_token_hash text not null unique,
  client text not null default 'browser' check (client in ('browser', 'desktop')),
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  -- The family's absolute end (12 h after sign-in); idle expiry uses last_used_at.
  expires_at timestamptz not null,
  rotated_at timestamptz,
  revoked_at timestamptz,
  ip_address inet,
  user_agent text check (length(user_agent) <= 1000)
);
create index sessions_user_idx on sessions (user_id) where revoked_at is null;
create index sessions_family_idx on sessions (family_id);

create table password_reset_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create table audit_log (
  id bigint generated always as identity primary key,
  actor_id uuid references users (id) on delete set null,
  actor_email text,
  action text not null check (length(action) between 1 and 100),
  entity text,
  entity_id text,
  ip_address inet,
  details jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index audit_log_created_idx on audit_log (created_at desc);
create index audit_log_actor_idx on audit_log (actor_id, created_at desc);

-- Cross-cutting ------------------------------------------------------------------------------

-- A client-made key per submission: the same key again returns the first answer.
create table idempotency_keys (
  scope text not null,
  key uuid not null,
  request_hash text not null,
  response_status smallint not null,
  response_body jsonb not null,
  created_at timestamptz not null default now(),
  primary key (scope, key)
);
create index idempotency_keys_created_idx on idempotency_keys (created_at);

-- Fixed-window counters shared by every server process (forms per IP, sign-ins per account).
create table rate_limits (
  key text not null,
  window_start timestamptz not null,
  count integer not null default 0,
  primary key (key, window_start)
);
create index rate_limits_window_idx on rate_limits (window_start);

-- Mail is written here in the same transaction as the record it is about, then sent with retry.
create table mail_outbox (
  id uuid primary key default gen_random_uuid(),
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  kind text not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);
create index mail_outbox_pending_idx on mail_outbox (next_attempt_at) where sent_at is null;
