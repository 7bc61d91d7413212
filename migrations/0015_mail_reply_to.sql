-- Where a reply to a mail goes, when not to its sender: a lead notification's Reply-To is the
-- lead's address, so staff answer the visitor by replying. Validated like every address we mail.
alter table mail_outbox add column reply_to text;
