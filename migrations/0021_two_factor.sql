-- Two-factor sign-in (server/auth/two-factor.ts, server/auth/passkeys.ts): an authenticator
-- app (TOTP), passkeys (WebAuthn) and ten single-use recovery codes per account; and the
-- back office's own settings, e.g. whether every staff member must use a second factor.

create table user_totp (
  user_id uuid primary key references users (id) on delete cascade,
  -- The shared secret, encrypted with a key derived from the server's token secret.
  secret text not null,
  -- Null while being set up (the first code confirms it).
  confirmed_at timestamptz,
  -- The last 30-second step a code was accepted for: a code is used once.
  last_step bigint not null default 0,
  created_at timestamptz not null default now()
);

create table recovery_codes (
  id bigserial primary key,
  user_id uuid not null references users (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index recovery_codes_user_idx on recovery_codes (user_id) where used_at is null;

create table passkeys (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  credential_id text not null,
  public_key bytea not null,
  counter bigint not null default 0,
  transports text[] not null default '{}',
  name text not null check (length(name) between 1 and 100),
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
create unique index passkeys_credential_key on passkeys (credential_id);
create index passkeys_user_idx on passkeys (user_id);

-- A WebAuthn ceremony in progress: its challenge, used once and only for a few minutes.
create table webauthn_challenges (
  challenge text primary key,
  user_id uuid references users (id) on delete cascade,
  purpose text not null check (purpose in ('register', 'sign_in')),
  expires_at timestamptz not null
);

create table app_settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now(),
  updated_by text
);
