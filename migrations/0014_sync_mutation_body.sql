-- A retried mutation must be the same change: its body's hash is kept with its first answer, so
-- an id reused for a different change is refused instead of answered with another change's result.
-- Answers stored before this migration have none and are matched by id alone.
alter table sync_mutations add column body_hash text;
