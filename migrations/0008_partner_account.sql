-- Partner Applications (back-office §2, §4): when the partner's sign-in account was made for an
-- application (partner.createAccount, or the admin CLI with --application). Synced with the row,
-- so the screen knows the offer has been taken up; the account itself stays in `users`, linked by
-- users.partner_application_id (never by email).
alter table partner_applications add column account_created_at timestamptz;

-- Accounts linked before this column existed (the demo seed, the CLI) count as made.
update partner_applications a set account_created_at = u.created_at
from users u
where u.partner_application_id = a.id and a.account_created_at is null;
