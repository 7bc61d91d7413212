import {
  type PartnerApplicationInput,
  partnerApplicationSchema,
} from '../../../shared/schemas/index.ts';
import { decoyId } from './anti-abuse.ts';
import type { LeadEndpoint } from './submit.ts';

const TYPE_LABELS = {
  technology: 'Legal Technology Integration Partner',
  implementation: 'Professional Services Partner',
  reseller: 'Strategic Channel Partner',
} as const;

/** Partner application (public-site §3): status 'pending' until staff review it. */
export const partnerApplicationEndpoint: LeadEndpoint<PartnerApplicationInput> = {
  scope: 'partner-applications',
  form: 'partner',
  schema: (t) => partnerApplicationSchema(t),
  async insert(tx, data, ctx) {
    const [row] = await tx<{ id: string }[]>`
      insert into partner_applications (name, email, company, partner_type, message, status,
        user_agent, ip_address, language, created_at, updated_at)
      values (${data.name}, ${data.email}, ${data.company}, ${data.partner_type}, ${data.message},
        'pending', ${ctx.userAgent}, ${ctx.ip}, ${ctx.lang}, ${ctx.now}, ${ctx.now})
      returning id`;
    return { id: row?.id };
  },
  notification: (data) => ({
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
  }),
  decoy: () => ({ id: decoyId() }),
};
