import { randomUUID } from 'node:crypto';
import { type ContactInput, contactSchema } from '../../../shared/schemas/index.ts';
import { bounded, MAX_REFERRER } from '../../http/lead-request.ts';
import { leadSourceRow } from './source.ts';
import { type LeadEndpoint, perLanguage } from './submit.ts';

/** Contact form (public-site §3, §7): stored as form_type 'general', priority 'medium', status 'new'. */
export const contactEndpoint: LeadEndpoint<ContactInput> = {
  scope: 'contact',
  form: 'contact',
  schema: perLanguage(contactSchema),
  rows: {
    prepare({ data, ctx }) {
      const id = randomUUID();
      const row = {
        id,
        name: data.name,
        email: data.email,
        company: data.company ?? null,
        subject: data.subject ?? null,
        message: data.message,
        user_agent: ctx.userAgent,
        // The page the visitor came from: the script sends document.referrer; without
        // JavaScript the Referer header is the best we have.
        referrer: bounded(httpUrl(data.referrer) ?? httpUrl(ctx.referer), MAX_REFERRER),
        ip_address: ctx.ip,
        language: ctx.lang,
        ...leadSourceRow(data, ctx),
        at: ctx.now.toISOString(),
      };
      return { row, body: { id } };
    },
    insert: (sql, rows) => sql`
      insert into contact_submissions (id, name, email, company, subject, message, form_type,
        priority, status, response_sent, user_agent, referrer, ip_address, language, spam_reason, spam_at, source_page, source_referrer,
        utm_source, utm_medium, utm_campaign, created_at,
        updated_at)
      select id, name, email, company, subject, message, 'general', 'medium', 'new', false,
        user_agent, referrer, ip_address, language, spam_reason, spam_at, source_page, source_referrer,
        utm_source, utm_medium, utm_campaign, at, at
      from jsonb_to_recordset(${sql.json(rows as never)}) as x(id uuid, name text, email text,
        company text, subject text, message text, user_agent text, referrer text, ip_address inet,
        language text, spam_reason text, spam_at timestamptz, source_page text,
        source_referrer text, utm_source text, utm_medium text, utm_campaign text, at timestamptz)
      returning id`,
  },
  notification: (data, body) => ({
    kind: 'lead.contact',
    subject: `New contact message from ${data.name}`,
    fields: [
      ['Name', data.name],
      ['Email', data.email],
      ['Company', data.company],
      ['Subject', data.subject],
    ],
    text: data.message,
    adminPath: '/admin/contacts',
    record: { screen: 'contacts', id: String(body.id) },
    replyTo: data.email,
  }),
};

/**
 * An http(s) address without its query and fragment: those can carry secrets (a password-reset
 * token in /partners/reset-password?token=…) that must never end up in lead data.
 */
function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    url.search = '';
    url.hash = '';
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
