import { randomUUID } from 'node:crypto';
import { type SupportTicketInput, supportTicketSchema } from '../../../shared/schemas/index.ts';
import { decoyId, decoyTicketNumber } from './anti-abuse.ts';
import { type LeadEndpoint, perLanguage } from './submit.ts';

/** Support request (/support): an 'open' ticket; the person is shown its ticket number. */
export const supportTicketEndpoint: LeadEndpoint<SupportTicketInput> = {
  scope: 'support-tickets',
  form: 'support',
  schema: perLanguage(supportTicketSchema),
  async insertMany(tx, items) {
    const rows = items.map(({ data, ctx }) => ({
      id: randomUUID(),
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
      at: ctx.now.toISOString(),
    }));
    // ticket_number comes from the column default (its own sequence).
    const stored = await tx<{ id: string; ticket_number: string }[]>`
      insert into support_tickets (id, customer_name, customer_email, company, subject,
        description, status, priority, category, user_agent, ip_address, language, created_at,
        updated_at)
      select id, customer_name, customer_email, company, subject, description, 'open', priority,
        category, user_agent, ip_address, language, at, at
      from jsonb_to_recordset(${tx.json(rows)}) as x(id uuid, customer_name text,
        customer_email text, company text, subject text, description text, priority text,
        category text, user_agent text, ip_address inet, language text, at timestamptz)
      returning id, ticket_number`;
    const numbers = new Map(stored.map((r) => [r.id, r.ticket_number]));
    return rows.map((r) => ({ id: r.id, ticket_number: numbers.get(r.id) }));
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
  }),
  decoy: (ctx) => ({ id: decoyId(), ticket_number: decoyTicketNumber(ctx.now) }),
};
