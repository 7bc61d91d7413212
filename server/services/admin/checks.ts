/**
 * Checks a named change needs that take time or another table, made before its transaction
 * opens, so that no database session waits on them (the embedded database has only one):
 * - a post published with a text that takes longer than RENDER_BUDGET_MS to render is refused,
 *   with the message under the text's field. Drafts are not checked: the preview says the same
 *   while they are written;
 * - a lead assigned to someone who is not among the staff allowed to see it (assignees.ts) is
 *   refused, with the message under `assignedTo`; unassigning (null) always goes.
 * REST (apply.ts) and the sync push (sync/push.ts) both run them through checkMutation.
 */
import { BLOG_MUTATIONS } from '../../../shared/admin/blog.ts';
import { assignContact, CONTACT_MESSAGES } from '../../../shared/admin/contacts.ts';
import { NEWSROOM_MUTATIONS } from '../../../shared/admin/newsroom.ts';
import type { SyncedTableName } from '../../../shared/sync/tables.ts';
import type { Config } from '../../config.ts';
import type { Sql } from '../../db/client.ts';
import type { WorkerPool } from '../../workers/pool.ts';
import { tooComplex } from '../text-render.ts';
import { mayBeAssigned } from './assignees.ts';

export interface CheckDeps {
  sql: Sql;
  workers?: WorkerPool | undefined;
  config?: Partial<Pick<Config, 'renderBudgetMs'>> | undefined;
}

/** The field messages that refuse the change, or null when it may go ahead. */
export type MutationCheck = (
  deps: CheckDeps,
  args: { id: string } & Record<string, unknown>,
) => Promise<Record<string, string> | null>;

/** Told under a text that renders too slowly to be published. */
export const TOO_COMPLEX_TO_PUBLISH =
  'This text takes too long to render to be published: long runs of * or _, or very deep nesting, are the usual cause. Simplify it, or keep the post as a draft.';

const TEXT_FIELDS = ['content', 'content_et'] as const;

/** Each of the post's texts that is too complex, under its field; null when none is. */
async function publishableTexts(
  deps: CheckDeps,
  texts: Partial<Record<(typeof TEXT_FIELDS)[number], unknown>>,
): Promise<Record<string, string> | null> {
  const { workers, config } = deps;
  if (!workers || config?.renderBudgetMs === undefined) {
    throw new Error('Publishing a post checks its text: pass the worker pool and the config.');
  }
  const fields: Record<string, string> = {};
  for (const field of TEXT_FIELDS) {
    const text = texts[field];
    if (typeof text !== 'string' || text === '') continue;
    if (await tooComplex(workers, { renderBudgetMs: config.renderBudgetMs }, text)) {
      fields[field] = TOO_COMPLEX_TO_PUBLISH;
    }
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

function postChecks(mutations: readonly { name: string; table: string; kind: string }[]) {
  return mutations.flatMap((m): [string, MutationCheck][] => {
    const table = m.table as 'blog_posts' | 'newsroom_posts';
    if (m.name.endsWith('.create') || m.name.endsWith('.save')) {
      const check: MutationCheck = async (deps, args) =>
        args.published
          ? publishableTexts(deps, { content: args.content, content_et: args.content_et })
          : null;
      return [[m.name, check]];
    }
    if (m.name.endsWith('.setPublished')) {
      // The texts as stored: a save that changes them meanwhile moves the version, and this
      // change then meets its conflict rule.
      const check: MutationCheck = async (deps, args) => {
        if (!args.published) return null;
        const [row] = await deps.sql<{ content: string | null; content_et: string | null }[]>`
          select content, content_et from ${deps.sql(table)} where id = ${args.id}`;
        return row ? publishableTexts(deps, row) : null;
      };
      return [[m.name, check]];
    }
    return [];
  });
}

/** The assignee must be one of the staff who may see the lead's table. */
function assigneeCheck(
  mutation: { name: string; table: SyncedTableName },
  message: string,
): [string, MutationCheck] {
  const check: MutationCheck = async (deps, args) => {
    const email = args.assignedTo;
    if (typeof email !== 'string') return null;
    return (await mayBeAssigned(deps.sql, mutation.table, email)) ? null : { assignedTo: message };
  };
  return [mutation.name, check];
}

export const MUTATION_CHECKS: ReadonlyMap<string, MutationCheck> = new Map([
  assigneeCheck(assignContact, CONTACT_MESSAGES.assigneeNotStaff),
  ...postChecks(BLOG_MUTATIONS),
  ...postChecks(NEWSROOM_MUTATIONS),
]);
