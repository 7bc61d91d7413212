-- A partner application's review as a dated history: each review change (start, approve,
-- reject) with when, by whom, the status it set and the note typed with it (or none). A decision
-- made without a note no longer leaves an earlier note looking like its reason.
alter table partner_applications
  add column review_history jsonb not null default '[]' check (jsonb_typeof(review_history) = 'array');

-- What was recorded before: the last review change and its note.
update partner_applications
   set review_history = jsonb_build_array(jsonb_build_object(
     'at', to_char(reviewed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
     'by', reviewed_by,
     'status', status,
     'note', nullif(review_notes, '')))
 where reviewed_at is not null;
