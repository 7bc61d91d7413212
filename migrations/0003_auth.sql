-- Accounts: the token signing secret shared by every server process, and lookups the sign-in
-- and reset flows make on every request.

-- When AUTH_SECRET is not configured, the first process generates a secret and stores it here
-- so that every process (and every restart) signs and verifies access tokens with the same key.
create table auth_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

-- Access-token checks look up the live head of a session family on every request.
create index sessions_family_live_idx on sessions (family_id)
  where revoked_at is null and rotated_at is null;
create index password_reset_tokens_user_idx on password_reset_tokens (user_id);
create index audit_log_action_idx on audit_log (action, created_at desc);
