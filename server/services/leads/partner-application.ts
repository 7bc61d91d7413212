import { randomUUID } from 'node:crypto';
import {
  type PartnerApplicationInput,
  partnerApplicationSchema,
} from '../../../shared/schemas/index.ts';
import { leadSourceRow } from './source.ts';
import { type LeadEndpoint, perLanguage } from './submit.ts';

const TYPE_LABELS = {
  technology: 'Legal Technology Integration Partner',
  implementation: 'Professional Services Partner',
  reseller: 'Strategic Channel Partner',
} as const;

/** Partner application (public-site §3): status 'pending' until staff review it. */
export const partnerApplicationEndpoint: LeadEndpoint<PartnerApplicationInput> = {
  scope: 'partner-applications',
  form: 'partner',
  schema: perLanguage(partnerApplicationSchema),
  rows: {
    prepare({ data, ctx }) {
      const id = randomUUID();
      const row = {
        id,
        name: data.name,
        email: data.email,
        company: data.company,
        partner_type: data.partner_type,
        message: data.message,
        user_agent: ctx.userAgent,
        ip_address: ctx.ip,
        language: ctx.lang,
        ...leadSourceRow(data, ctx),
        at: ctx.now.toISOString(),
      };
      return { row, body: { id } };
    },
    insert: (sql, rows) => sql`
      insert into partner_applications (id, name, email, company, partner_type, message, status,
        user_agent, ip_address, language, spam_reason, spam_at, source_page, source_referrer,
        utm_source, utm_medium, utm_campaign, created_at, updated_at)
      select id, name, email, company, partner_type, message, 'pending', user_agent, ip_address,
        language, spam_reason, spam_at, source_page, source_referrer,
        utm_source, utm_medium, utm_campaign, at, at
      from jsonb_to_recordset(${sql.json(rows as never)}) as x(id uuid, name text, email text,
        company text, partner_type text, message text, user_agent text, ip_address inet,
        language text, spam_reason text, spam_at timestamptz, source_page text,
        source_referrer text, utm_source text, utm_medium text, utm_campaign text, at timestamptz)
      returning id`,
  },
  notification: (data, body) => ({
    kind: 'lead.partner',
    subject: `New partner application from ${data.company}`,
    fields: [
      ['Name', data.name],
      ['Email', data.email],
      ['Company', data.company],
      ['Partnership type', TYPE_LABELS[data.partner_type]],
    ],
    text: data.message,
    adminPath: '/admin/partners',
    record: { screen: 'partners', id: String(body.id) },
    replyTo: data.email,
  }),
};
