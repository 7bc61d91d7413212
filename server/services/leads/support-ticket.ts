import { randomUUID } from 'node:crypto';
import { type SupportTicketInput, supportTicketSchema } from '../../../shared/schemas/index.ts';
import { leadSourceRow } from './source.ts';
import { type LeadEndpoint, perLanguage } from './submit.ts';

/** Support request (/support): an 'open' ticket; the person is shown its ticket number. */
export const supportTicketEndpoint: LeadEndpoint<SupportTicketInput> = {
  scope: 'support-tickets',
  form: 'support',
  schema: perLanguage(supportTicketSchema),
  rows: {
    ticketNumbers: true,
    prepare({ data, ctx }, ticketNumber) {
      const id = randomUUID();
      const row = {
        id,
        ticket_number: ticketNumber,
        customer_name: data.name,
        customer_email: data.email,
        company: data.company ?? null,
        subject: data.subject,
        description: data.description,
        priority: data.priority,
        category: data.category,
        user_agent: ctx.userAgent,
        ip_address: ctx.ip,
        language: ctx.lang,
        ...leadSourceRow(data, ctx),
        at: ctx.now.toISOString(),
      };
      return { row, body: { id, ticket_number: ticketNumber } };
    },
    // The number is drawn from the column default's sequence, in the default's format.
    insert: (sql, rows) => sql`
      insert into support_tickets (id, ticket_number, customer_name, customer_email, company,
        subject, description, status, priority, category, user_agent, ip_address, language,
        spam_reason, spam_at, source_page, source_referrer,
        utm_source, utm_medium, utm_campaign, created_at, updated_at)
      select id, ticket_number, customer_name, customer_email, company, subject, description,
        'open', priority, category, user_agent, ip_address, language, spam_reason, spam_at, source_page, source_referrer,
        utm_source, utm_medium, utm_campaign, at, at
      from jsonb_to_recordset(${sql.json(rows as never)}) as x(id uuid, ticket_number text,
        customer_name text, customer_email text, company text, subject text, description text,
        priority text, category text, user_agent text, ip_address inet, language text, spam_reason text,
        spam_at timestamptz, source_page text,
        source_referrer text, utm_source text, utm_medium text, utm_campaign text, at timestamptz)
      returning id`,
  },
  notification: (data, body) => ({
    kind: 'lead.support',
    subject: `New support ticket ${String(body.ticket_number)}: ${data.subject}`,
    fields: [
      ['Ticket', String(body.ticket_number)],
      ['Name', data.name],
      ['Email', data.email],
      ['Company', data.company],
      ['Category', data.category],
      ['Priority', data.priority],
      ['Subject', data.subject],
    ],
    text: data.description,
    adminPath: '/admin/support',
    record: { screen: 'support', id: String(body.id) },
    replyTo: data.email,
  }),
};
