-- The language a mail is written in: its HTML part (made from the text when it is sent) declares it.
alter table mail_outbox add column lang text not null default 'en' check (lang in ('en', 'et'));
