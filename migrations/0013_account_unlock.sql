-- The mailed way past a per-account sign-in lock (README "Sign-in protection"). When failed
-- sign-ins lock an account, its owner is mailed a single-use link valid 1 hour; only a hash of
-- its token is stored (the mail is redacted once sent), like password_reset_tokens.
create table account_unlock_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index account_unlock_tokens_user_idx on account_unlock_tokens (user_id);

-- Following the link marks that browser as trusted for that account: the browser keeps a random
-- token in an HttpOnly cookie, the server a hash of it. A trusted browser's sign-in gets the
-- password check while the account is locked for everyone else.
create table trusted_browsers (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index trusted_browsers_user_idx on trusted_browsers (user_id);
