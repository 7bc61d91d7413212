import { type SalesEnquiryInput, salesEnquirySchema } from '../../../shared/schemas/index.ts';
import { decoyId } from './anti-abuse.ts';
import { leadScore } from './lead-score.ts';
import type { LeadEndpoint } from './submit.ts';

/** Sales enquiry (public-site §3, §7): status 'new' with a server-computed lead score. */
export const salesEnquiryEndpoint: LeadEndpoint<SalesEnquiryInput> = {
  scope: 'sales-enquiries',
  form: 'sales',
  schema: (t) => salesEnquirySchema(t),
  async insert(tx, data, ctx) {
    const [row] = await tx<{ id: string }[]>`
      insert into sales_enquiries (name, email, company, title, employees, phone, message, status,
        lead_score, user_agent, ip_address, language, created_at, updated_at)
      values (${data.name}, ${data.email}, ${data.company}, ${data.title ?? null},
        ${data.employees ?? null}, ${data.phone ?? null}, ${data.message ?? null}, 'new',
        ${leadScore(data)}, ${ctx.userAgent}, ${ctx.ip}, ${ctx.lang}, ${ctx.now}, ${ctx.now})
      returning id`;
    return { id: row?.id };
  },
  notification: (data) => ({
    kind: 'lead.sales',
    subject: `New sales enquiry from ${data.name} (${data.company})`,
    fields: [
      ['Name', data.name],
      ['Email', data.email],
      ['Company', data.company],
      ['Title', data.title],
      ['Company size', data.employees],
      ['Phone', data.phone],
      ['Lead score', String(leadScore(data))],
    ],
    text: data.message,
    adminPath: '/admin',
  }),
  decoy: () => ({ id: decoyId() }),
};
