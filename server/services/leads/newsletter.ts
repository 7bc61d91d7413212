import {
  NEWSLETTER_SOURCES,
  type NewsletterInput,
  type NewsletterVariant,
  newsletterSchema,
} from '../../../shared/schemas/index.ts';
import type { TransactionSql } from '../../db/client.ts';
import { AppError, ConflictError } from '../../errors.ts';
import { type LeadContext, type LeadEndpoint, perLanguage } from './submit.ts';

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
    // The old popup posted {email} only; a repeat answers 409, which it counts as success.
    keyOptional: legacy,
    form: 'newsletter',
    schema: (t, body) =>
      variantOf(legacy ? 'popup' : body.source) === 'popup' ? popupSchema(t) : pageSchema(t),
    // One at a time, each in a savepoint: a duplicate answers 409 without failing the batch.
    async insertMany(tx, items) {
      const results: (Record<string, unknown> | AppError)[] = [];
      for (const item of items) {
        try {
          results.push(
            await tx.savepoint((sp) => signUp(sp, item.data, item.ctx, sourceOf(item.data))),
          );
        } catch (err) {
          if (err instanceof AppError) results.push(err);
          else if (uniqueViolation(err) === 'newsletter_signups_email_key') {
            results.push(alreadySubscribed(item.ctx));
          } else throw err;
        }
      }
      return results;
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
  };
}

const pageSchema = perLanguage((t) => newsletterSchema(t, 'page'));
const popupSchema = perLanguage((t) => newsletterSchema(t, 'popup'));

function variantOf(source: unknown): NewsletterVariant {
  return NEWSLETTER_SOURCES.find((s) => s === source) ?? 'page';
}

function alreadySubscribed(ctx: LeadContext): ConflictError {
  return new ConflictError(ctx.t.alreadySubscribed, 'already_subscribed');
}

/**
 * Suspected spam is stored flagged like any lead, but never changes an address already on the
 * list (a bot could otherwise hide a real subscriber); a real signup of an address that only a
 * suspected bot had sent clears the flag.
 */
async function signUp(
  tx: TransactionSql,
  data: NewsletterInput,
  ctx: LeadContext,
  source: Source,
): Promise<Record<string, unknown>> {
  const [existing] = await tx<{ id: string; subscribed: boolean; spam_reason: string | null }[]>`
    select id, subscribed, spam_reason from newsletter_signups
    where lower(email) = lower(${data.email}) and deleted_at is null`;
  // The same answer a person would get, so a bot learns nothing from it.
  if (existing?.subscribed && !existing.spam_reason) throw alreadySubscribed(ctx);
  if (existing && ctx.spam) return { id: existing.id };
  if (existing) {
    await tx`
      update newsletter_signups set subscribed = true, consent_at = ${ctx.now},
        unsubscribed_at = null, source = ${source}, ip_address = ${ctx.ip},
        user_agent = ${ctx.userAgent}, language = ${ctx.lang}, spam_reason = null,
        spam_at = null, updated_at = ${ctx.now}
      where id = ${existing.id}`;
    return { id: existing.id };
  }
  const spamAt = ctx.spam ? ctx.now : null;
  const [row] = await tx<{ id: string }[]>`
    insert into newsletter_signups (email, subscribed, source, consent_at, ip_address,
      user_agent, language, spam_reason, spam_at, created_at, updated_at)
    values (${data.email}, true, ${source}, ${ctx.now}, ${ctx.ip}, ${ctx.userAgent},
      ${ctx.lang}, ${ctx.spam}, ${spamAt}, ${ctx.now}, ${ctx.now})
    returning id`;
  return { id: row?.id };
}

function uniqueViolation(err: unknown): string | null {
  const e = err as { code?: string; constraint_name?: string };
  return e?.code === '23505' ? (e.constraint_name ?? '') : null;
}
