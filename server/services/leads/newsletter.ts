import {
  NEWSLETTER_SOURCES,
  type NewsletterInput,
  type NewsletterVariant,
  newsletterSchema,
} from '../../../shared/schemas/index.ts';
import { ConflictError } from '../../errors.ts';
import { decoyId } from './anti-abuse.ts';
import type { LeadContext, LeadEndpoint } from './submit.ts';

type Source = NewsletterVariant | 'legacy';

/**
 * Newsletter signup: 201 when new; 409 `already_subscribed` when the address is subscribed (the
 * forms treat that as success); an unsubscribed address is subscribed again with new consent.
 * `legacy` is the old popup path /.netlify/functions/subscribe-newsletter.
 */
export function newsletterEndpoint(legacy = false): LeadEndpoint<NewsletterInput> {
  const sourceOf = (data: NewsletterInput): Source => (legacy ? 'legacy' : (data.source ?? 'page'));
  return {
    scope: legacy ? 'newsletter-legacy' : 'newsletter',
    form: 'newsletter',
    schema: (t, body) => newsletterSchema(t, variantOf(legacy ? 'popup' : body.source)),
    async insert(tx, data, ctx) {
      const source = sourceOf(data);
      const [existing] = await tx<{ id: string; subscribed: boolean }[]>`
        select id, subscribed from newsletter_signups
        where lower(email) = lower(${data.email}) and deleted_at is null`;
      if (existing?.subscribed) throw alreadySubscribed(ctx);
      if (existing) {
        await tx`
          update newsletter_signups set subscribed = true, consent_at = ${ctx.now},
            unsubscribed_at = null, source = ${source}, ip_address = ${ctx.ip},
            user_agent = ${ctx.userAgent}, language = ${ctx.lang}, updated_at = ${ctx.now}
          where id = ${existing.id}`;
        return { id: existing.id };
      }
      const [row] = await tx<{ id: string }[]>`
        insert into newsletter_signups (email, subscribed, source, consent_at, ip_address,
          user_agent, language, created_at, updated_at)
        values (${data.email}, true, ${source}, ${ctx.now}, ${ctx.ip}, ${ctx.userAgent},
          ${ctx.lang}, ${ctx.now}, ${ctx.now})
        returning id`;
      return { id: row?.id };
    },
    notification: (data) => ({
      kind: 'lead.newsletter',
      subject: `New newsletter subscriber ${data.email}`,
      fields: [
        ['Email', data.email],
        ['Signed up from', sourceOf(data)],
      ],
      adminPath: '/admin/newsletter',
    }),
    decoy: () => ({ id: decoyId() }),
    onUniqueViolation: (constraint, ctx) =>
      constraint === 'newsletter_signups_email_key' ? alreadySubscribed(ctx) : null,
  };
}

function variantOf(source: unknown): NewsletterVariant {
  return NEWSLETTER_SOURCES.find((s) => s === source) ?? 'page';
}

function alreadySubscribed(ctx: LeadContext): ConflictError {
  return new ConflictError(ctx.t.alreadySubscribed, 'already_subscribed');
}
