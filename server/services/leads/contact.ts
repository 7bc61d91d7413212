import { type ContactInput, contactSchema } from '../../../shared/schemas/index.ts';
import { decoyId } from './anti-abuse.ts';
import { bounded, MAX_REFERRER } from './request.ts';
import type { LeadEndpoint } from './submit.ts';

/** Contact form (public-site §3, §7): stored as form_type 'general', priority 'medium', status 'new'. */
export const contactEndpoint: LeadEndpoint<ContactInput> = {
  scope: 'contact',
  form: 'contact',
  schema: (t) => contactSchema(t),
  async insert(tx, data, ctx) {
    // The page the visitor came from: the script sends document.referrer; without JavaScript
    // the Referer header is the best we have.
    const referrer = httpUrl(data.referrer) ?? httpUrl(ctx.referer);
    const [row] = await tx<{ id: string }[]>`
      insert into contact_submissions (name, email, company, subject, message, form_type, priority,
        status, response_sent, user_agent, referrer, ip_address, language, created_at, updated_at)
      values (${data.name}, ${data.email}, ${data.company ?? null}, ${data.subject ?? null},
        ${data.message}, 'general', 'medium', 'new', false, ${ctx.userAgent},
        ${bounded(referrer, MAX_REFERRER)}, ${ctx.ip}, ${ctx.lang}, ${ctx.now}, ${ctx.now})
      returning id`;
    return { id: row?.id };
  },
  notification: (data) => ({
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
  }),
  decoy: () => ({ id: decoyId() }),
};

function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
