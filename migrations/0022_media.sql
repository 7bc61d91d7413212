-- Pictures uploaded in the back office (server/services/media.ts): the original (an SVG is kept
-- only as the picture it draws) and its derived sizes, in the database, so the embedded default
-- and a PostgreSQL server behave alike and a backup holds them. Addressed by the hash of the
-- original: /media/<hash>-<width>.<format>, never changing, so cached for good.
create table media (
  id uuid primary key default gen_random_uuid(),
  hash text not null check (hash ~ '^[0-9a-f]{32}$'),
  file_name text not null check (length(file_name) between 1 and 255),
  content_type text not null
    check (content_type in ('image/jpeg', 'image/png', 'image/webp', 'image/avif')),
  width int not null check (width > 0),
  height int not null check (height > 0),
  byte_size int not null,
  bytes bytea not null,
  alt text not null default '' check (length(alt) <= 500),
  alt_et text not null default '' check (length(alt_et) <= 500),
  -- Where a crop keeps its centre, 0..1 from the left and the top.
  focal_x real not null default 0.5 check (focal_x between 0 and 1),
  focal_y real not null default 0.5 check (focal_y between 0 and 1),
  created_at timestamptz not null default now(),
  created_by text
);
create unique index media_hash_key on media (hash);
create index media_created_idx on media (created_at desc);

create table media_variants (
  media_id uuid not null references media (id) on delete cascade,
  width int not null check (width > 0),
  format text not null check (format in ('avif', 'webp', 'jpeg', 'png')),
  bytes bytea not null,
  primary key (media_id, width, format)
);
