-- Staff roles: an administrator does everything; an editor keeps the site's content; sales and
-- support triage the leads (shared/admin/access.ts). Partners keep their portal.
alter table users drop constraint users_role_check;
alter table users add constraint users_role_check
  check (role in ('admin', 'editor', 'sales', 'partner'));
