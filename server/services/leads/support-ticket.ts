import { type SupportTicketInput, supportTicketSchema } from '../../../shared/schemas/index.ts';
import { decoyId, decoyTicketNumber } from './anti-abuse.ts';
import type { LeadEndpoint } from './submit.ts';

/** Support request (/support): an 'open' ticket; the person is shown its ticket number. */
export const supportTicketEndpoint: LeadEndpoint<SupportTicketInput> = {
  scope: 'support-tickets',
  form: 'support',
  schema: (t) => supportTicketSchema(t),
  async insert(tx, data, ctx) {
    const [row] = await tx<{ id: string; ticket_number: string }[]>`
      insert into support_tickets (customer_name, customer_email, company, subject, description,
        status, priority, category, user_agent, ip_address, language, created_at, updated_at)
      values (${data.name}, ${data.email}, ${data.company ?? null}, ${data.subject},
        ${data.description}, 'open', ${data.priority}, ${data.category}, ${ctx.userAgent},
        ${ctx.ip}, ${ctx.lang}, ${ctx.now}, ${ctx.now})
      returning id, ticket_number`;
    return { id: row?.id, ticket_number: row?.ticket_number };
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
