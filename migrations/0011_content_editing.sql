-- Content editing in the back office (blog, newsroom, entities and people):
-- 1. An Estonian version beside every text visitors read. Null (or blank) means "not translated":
--    the /et page shows the English text, marked lang="en", and lists no Estonian alternate.
-- 2. Scheduled publishing: a published post whose published_at is still ahead stays off the site
--    until then (the public reads compare it with the clock; nobody has to act).
-- 3. Revisions: every saved change of a post keeps a copy of the post as it then stood.
-- Columns of synced tables: their sync triggers (0001) version every change already.

alter table blog_posts
  add column title_et text check (length(title_et) <= 300),
  add column excerpt_et text check (length(excerpt_et) <= 2000),
  add column content_et text check (length(content_et) <= 200000),
  add column seo_title_et text check (length(seo_title_et) <= 300),
  add column seo_description_et text check (length(seo_description_et) <= 1000);

alter table newsroom_posts
  add column title_et text check (length(title_et) <= 300),
  add column excerpt_et text check (length(excerpt_et) <= 2000),
  add column content_et text check (length(content_et) <= 200000);

alter table team_members
  add column position_et text check (length(position_et) <= 200),
  add column bio_et text check (length(bio_et) <= 5000);

alter table advisory_members
  add column title_et text check (length(title_et) <= 200),
  add column bio_et text check (length(bio_et) <= 5000);

alter table investors
  add column description_et text check (length(description_et) <= 5000),
  add column type_et text check (length(type_et) <= 100);

alter table partners
  add column description_et text check (length(description_et) <= 5000);

alter table people
  add column title_et text check (length(title_et) <= 200),
  add column short_bio_et text check (length(short_bio_et) <= 1000),
  add column long_bio_et text check (length(long_bio_et) <= 20000);

-- Scheduled posts become visible by time alone: the public reads filter on published_at.
create index blog_posts_published_at_idx on blog_posts (published_at) where published and deleted_at is null;
create index newsroom_posts_published_at_idx on newsroom_posts (published_at) where published and deleted_at is null;

create table content_revisions (
  id bigint generated always as identity primary key,
  entity text not null check (entity in ('blog_posts', 'newsroom_posts')),
  entity_id uuid not null,
  -- The post's version right after the change this revision records.
  version bigint not null,
  -- The mutation that made it (blog.save, blog.setPublished, …).
  action text not null check (length(action) between 1 and 100),
  actor_email text not null check (length(actor_email) <= 320),
  -- The post's editable fields as they stood after the change.
  snapshot jsonb not null check (jsonb_typeof(snapshot) = 'object'),
  created_at timestamptz not null default now()
);
create index content_revisions_entity_idx on content_revisions (entity, entity_id, id desc);
