import { randomUUID } from 'node:crypto';
import { leadScore } from '../../../shared/lead-score.ts';
import { type SalesEnquiryInput, salesEnquirySchema } from '../../../shared/schemas/index.ts';
import { leadSourceRow } from './source.ts';
import { type LeadEndpoint, perLanguage } from './submit.ts';

/** Sales enquiry (public-site §3, §7): status 'new' with a server-computed lead score. */
export const salesEnquiryEndpoint: LeadEndpoint<SalesEnquiryInput> = {
  scope: 'sales-enquiries',
  form: 'sales',
  schema: perLanguage(salesEnquirySchema),
  rows: {
    prepare({ data, ctx }) {
      const id = randomUUID();
      const row = {
        id,
        name: data.name,
        email: data.email,
        company: data.company,
        title: data.title ?? null,
        employees: data.employees ?? null,
        phone: data.phone ?? null,
        message: data.message ?? null,
        lead_score: leadScore(data),
        user_agent: ctx.userAgent,
        ip_address: ctx.ip,
        language: ctx.lang,
        ...leadSourceRow(data, ctx),
        at: ctx.now.toISOString(),
      };
      return { row, body: { id } };
    },
    insert: (sql, rows) => sql`
      insert into sales_enquiries (id, name, email, company, title, employees, phone, message,
        status, lead_score, user_agent, ip_address, language, spam_reason, spam_at, source_page, source_referrer,
        utm_source, utm_medium, utm_campaign, created_at, updated_at)
      select id, name, email, company, title, employees, phone, message, 'new', lead_score,
        user_agent, ip_address, language, spam_reason, spam_at, source_page, source_referrer,
        utm_source, utm_medium, utm_campaign, at, at
      from jsonb_to_recordset(${sql.json(rows as never)}) as x(id uuid, name text, email text,
        company text, title text, employees text, phone text, message text, lead_score int,
        user_agent text, ip_address inet, language text, spam_reason text, spam_at timestamptz, source_page text,
        source_referrer text, utm_source text, utm_medium text, utm_campaign text, at timestamptz)
      returning id`,
  },
  notification: (data, body) => ({
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
    adminPath: '/admin/sales',
    record: { screen: 'sales', id: String(body.id) },
    replyTo: data.email,
  }),
};
