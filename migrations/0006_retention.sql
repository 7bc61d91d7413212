-- Retention: sent mail is forgotten after 7 days and the audit log after AUDIT_RETENTION_DAYS;
-- both are pruned in batches by the hourly maintenance job, which needs these indexes.
create index mail_outbox_sent_idx on mail_outbox (sent_at) where sent_at is not null;
-- audit_log_created_idx (created_at desc) already serves the audit log's pruning.
