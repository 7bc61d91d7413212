-- Sales Enquiries in the back office: the sales team's own notes on an enquiry (sales.setNotes).
-- A column of a synced table: its sync trigger (0001) versions every change already.
alter table sales_enquiries
  add column notes text check (length(notes) <= 10000);
