/**
 * Newsletter Management for the REST API (GET/PATCH/DELETE /api/admin/newsletter-signups): the
 * declared list in SQL with the three counters, and changes as the named mutations of
 * shared/admin/newsletter.ts, applied by the same function as the sync push.
 */
import {
  deleteSignup,
  type NewsletterSignupRow,
  newsletterList,
  restoreSignup,
  unsubscribeSignup,
} from '../../../shared/admin/newsletter.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Sql } from '../../db/client.ts';
import type { RecordMessages } from './apply.ts';
import { type ListPage, type ListRequest, listRows } from './list.ts';
import type { Actor } from './mutations.ts';
import { applyToRecord, type PatchFields, patchByFields } from './patch.ts';

export interface NewsletterCounts {
  active: number;
  unsubscribed: number;
  /** Not confirmed by their owners yet (double opt-in): in Total, not in Active. */
  pending: number;
  total: number;
}

export interface NewsletterListPage extends ListPage<NewsletterSignupRow> {
  /** The three counters over every signup, whatever the filters; suspected spam never counted. */
  counts: NewsletterCounts;
}

const MESSAGES: RecordMessages = {
  notFound: 'Newsletter signup not found.',
  deleted: 'This newsletter signup was deleted.',
};

export async function listNewsletterSignups(
  sql: Sql,
  request: ListRequest,
): Promise<NewsletterListPage> {
  const page = await listRows(sql, newsletterList, request);
  const [counted] = await sql<{ active: number; unsubscribed: number; pending: number }[]>`
    select count(*) filter (where subscribed)::int as active,
      count(*) filter (where not subscribed and unsubscribed_at is not null)::int as unsubscribed,
      count(*) filter (where not subscribed and unsubscribed_at is null)::int as pending
    from newsletter_signups where deleted_at is null and spam_reason is null`;
  const active = counted?.active ?? 0;
  const unsubscribed = counted?.unsubscribed ?? 0;
  const pending = counted?.pending ?? 0;
  return {
    ...page,
    counts: { active, unsubscribed, pending, total: active + unsubscribed + pending },
  };
}

const PATCH_FIELDS: PatchFields = {
  subscribed: (id, subscribed) =>
    subscribed === false
      ? { name: unsubscribeSignup.name, args: { id } }
      : 'A signup can only be unsubscribed here: send false. There is no way back.',
  suspectedSpam: (id, spam) =>
    spam === false
      ? { name: restoreSignup.name, args: { id } }
      : 'A signup can only be restored from suspected spam: send false.',
};

/** `config.publicOrigin`: restoring a signup from suspected spam mails its confirmation link. */
type Deps = { sql: Sql; clock: Clock; config: Pick<Config, 'publicOrigin'> };

export async function updateNewsletterSignup(
  deps: Deps,
  actor: Actor,
  id: string,
  body: unknown,
): Promise<NewsletterSignupRow> {
  return (await patchByFields(
    deps,
    actor,
    id,
    body,
    PATCH_FIELDS,
    MESSAGES,
  )) as NewsletterSignupRow;
}

/** Deletes the signup for good (§4: deletion is permanent); returns its tombstone. */
export async function removeNewsletterSignup(
  deps: Deps,
  actor: Actor,
  id: string,
): Promise<NewsletterSignupRow> {
  return (await applyToRecord(deps, actor, id, deleteSignup.name, MESSAGES)) as NewsletterSignupRow;
}
