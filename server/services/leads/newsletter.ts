import {
  NEWSLETTER_SOURCES,
  type NewsletterInput,
  type NewsletterVariant,
  newsletterSchema,
} from '../../../shared/schemas/index.ts';
import type { TransactionSql } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { confirmationDue, sendConfirmation } from '../newsletter-links.ts';
import { leadSourceRow } from './source.ts';
import { alreadyNotified, type LeadContext, type LeadEndpoint, perLanguage } from './submit.ts';

type Source = NewsletterVariant | 'legacy';

/**
 * Newsletter signup with double opt-in (services/newsletter-links.ts): stored pending (not
 * subscribed) and mailed a confirmation link; only confirming makes it Active. Every signup is
 * answered 201 alike, new, pending or subscribed, so the answer tells nobody who is on the list;
 * a pending address is mailed its confirmation again (at most every 10 minutes). An unsubscribed
 * address keeps its opt-out until its owner confirms the new signup: nobody can put an address
 * back on the list, or erase the record that it left, without its owner. `legacy` is the old popup
 * path /.netlify/functions/subscribe-newsletter. `publicOrigin` starts the mail's links.
 */
export function newsletterEndpoint(
  legacy: boolean,
  publicOrigin: string,
): LeadEndpoint<NewsletterInput> {
  const sourceOf = (data: NewsletterInput): Source => (legacy ? 'legacy' : (data.source ?? 'page'));
  return {
    scope: legacy ? 'newsletter-legacy' : 'newsletter',
    // The old popup posted {email} only.
    keyOptional: legacy,
    form: 'newsletter',
    schema: (t, body) =>
      variantOf(legacy ? 'popup' : body.source) === 'popup' ? popupSchema(t) : pageSchema(t),
    // One at a time, each in a savepoint: a duplicate (the same address sent twice at once) is
    // answered like the first, without failing the batch.
    async insertMany(tx, items) {
      const results: (Record<string, unknown> | AppError)[] = [];
      for (const item of items) {
        try {
          results.push(
            await tx.savepoint((sp) =>
              signUp(sp, item.data, item.ctx, sourceOf(item.data), publicOrigin),
            ),
          );
        } catch (err) {
          if (err instanceof AppError) results.push(err);
          else if (uniqueViolation(err) === 'newsletter_signups_email_key') {
            const [row] = await tx<{ id: string }[]>`
              select id from newsletter_signups where lower(email) = lower(${item.data.email})`;
            results.push({ id: row?.id });
          } else throw err;
        }
      }
      return results;
    },
    notification: (data) => ({
      kind: 'lead.newsletter',
      subject: `New newsletter signup ${data.email} (pending confirmation)`,
      fields: [
        ['Email', data.email],
        ['Signed up from', sourceOf(data)],
      ],
      adminPath: '/admin/newsletter',
      replyTo: data.email,
    }),
  };
}

const pageSchema = perLanguage((t) => newsletterSchema(t, 'page'));
const popupSchema = perLanguage((t) => newsletterSchema(t, 'popup'));

function variantOf(source: unknown): NewsletterVariant {
  return NEWSLETTER_SOURCES.find((s) => s === source) ?? 'page';
}

/**
 * Suspected spam is stored flagged like any lead, but never changes an address already on the
 * list (a bot could otherwise hide a real subscriber), never puts an unsubscribed one back on it,
 * and is never mailed (a bot could otherwise
 * mail anyone); a real signup of an address that only a suspected bot had sent clears the flag.
 */
async function signUp(
  tx: TransactionSql,
  data: NewsletterInput,
  ctx: LeadContext,
  source: Source,
  publicOrigin: string,
): Promise<Record<string, unknown> | AppError> {
  const [existing] = await tx<
    {
      id: string;
      email: string;
      language: string;
      subscribed: boolean;
      unsubscribed_at: Date | null;
      spam_reason: string | null;
    }[]
  >`
    select id, email, language, subscribed, unsubscribed_at, spam_reason from newsletter_signups
    where lower(email) = lower(${data.email}) and deleted_at is null`;
  const onList = existing && (existing.subscribed || existing.unsubscribed_at === null);
  // Where this signup came from; a signup that changes the row (below) records its own.
  const from = leadSourceRow(data, ctx);
  // The answer a new address gets, so neither a bot nor a stranger learns who is on the list.
  // Staff heard of this address when it became pending (or it is confirmed): no mail to them.
  if (existing && onList && !existing.spam_reason) {
    const pending = !existing.subscribed;
    if (pending && !ctx.spam && (await confirmationDue(tx, existing.id, ctx.now))) {
      await sendConfirmation(tx, existing, ctx.now, publicOrigin);
    }
    return alreadyNotified({ id: existing.id });
  }
  if (existing && ctx.spam) {
    // Stored like any suspected bot's submission, on the row the address already has: flagged
    // (out of the lists, counts and mail) with this request's consent and details. An
    // unsubscribed address stays unsubscribed: restoring treats the request as its owner's
    // (a confirmation mail, services/admin/effects.ts), and the 30-day expiry only lifts the
    // flag (spam-retention.ts), so the record of the unsubscribe is never lost.
    await tx`
      update newsletter_signups set spam_reason = ${ctx.spam}, spam_at = ${ctx.now},
        consent_at = ${ctx.now}, source = ${source}, ip_address = ${ctx.ip},
        user_agent = ${ctx.userAgent}, language = ${ctx.lang}, source_page = ${from.source_page},
        source_referrer = ${from.source_referrer}, utm_source = ${from.utm_source},
        utm_medium = ${from.utm_medium}, utm_campaign = ${from.utm_campaign}, updated_at = ${ctx.now}
      where id = ${existing.id}`;
    return { id: existing.id };
  }
  if (existing) {
    // Unsubscribed (or sent only by a suspected bot): pending again with this consent. An opt-out
    // stays recorded (unsubscribed_at) until the owner confirms with the mailed link.
    await tx`
      update newsletter_signups set subscribed = false, confirmed_at = null, consent_at = ${ctx.now},
        source = ${source}, ip_address = ${ctx.ip},
        user_agent = ${ctx.userAgent}, language = ${ctx.lang}, spam_reason = null,
        spam_at = null, source_page = ${from.source_page},
        source_referrer = ${from.source_referrer}, utm_source = ${from.utm_source},
        utm_medium = ${from.utm_medium}, utm_campaign = ${from.utm_campaign}, updated_at = ${ctx.now}
      where id = ${existing.id}`;
    if (await confirmationDue(tx, existing.id, ctx.now, existing.unsubscribed_at)) {
      await sendConfirmation(
        tx,
        { id: existing.id, email: existing.email, language: ctx.lang },
        ctx.now,
        publicOrigin,
      );
    }
    return { id: existing.id };
  }
  const spamAt = ctx.spam ? ctx.now : null;
  const [row] = await tx<{ id: string }[]>`
    insert into newsletter_signups (email, subscribed, source, consent_at, ip_address,
      user_agent, language, spam_reason, spam_at, source_page, source_referrer, utm_source,
      utm_medium, utm_campaign, created_at, updated_at)
    values (${data.email}, false, ${source}, ${ctx.now}, ${ctx.ip}, ${ctx.userAgent},
      ${ctx.lang}, ${ctx.spam}, ${spamAt}, ${from.source_page}, ${from.source_referrer},
      ${from.utm_source}, ${from.utm_medium}, ${from.utm_campaign}, ${ctx.now}, ${ctx.now})
    returning id`;
  if (row && !ctx.spam) {
    await sendConfirmation(
      tx,
      { id: row.id, email: data.email, language: ctx.lang },
      ctx.now,
      publicOrigin,
    );
  }
  return { id: row?.id };
}

function uniqueViolation(err: unknown): string | null {
  const e = err as { code?: string; constraint_name?: string };
  return e?.code === '23505' ? (e.constraint_name ?? '') : null;
}
