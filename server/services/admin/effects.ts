/**
 * Server-side consequences of a named mutation beyond its column patch (e.g. a mail), run by
 * applyMutation in the mutation's own transaction after the row changed: a change and its
 * consequence commit together or not at all, whether it came through the sync push or REST.
 * Never from the browser: the browser only names the change.
 */
import { setSupportStatus } from '../../../shared/admin/support.ts';
import type { TransactionSql } from '../../db/client.ts';
import { sendSatisfactionLink } from '../support-satisfaction.ts';

/** What effects need from the application (the push and the REST routes pass it). */
export interface EffectEnv {
  /** Where links in mail point (config.publicOrigin). */
  publicOrigin: string;
}

export interface EffectChange {
  /** The row before and after the change, as the database returned them. */
  before: Readonly<Record<string, unknown>>;
  after: Readonly<Record<string, unknown>>;
  now: Date;
}

export type MutationEffect = (
  tx: TransactionSql,
  change: EffectChange,
  env: EffectEnv,
) => Promise<void>;

/** Resolving a ticket mails the customer the satisfaction link. */
const mailSatisfactionLink: MutationEffect = async (tx, { before, after, now }, env) => {
  if (before.status !== 'resolved' && after.status === 'resolved') {
    await sendSatisfactionLink(tx, after, now, env.publicOrigin);
  }
};

export const MUTATION_EFFECTS: ReadonlyMap<string, MutationEffect> = new Map([
  [setSupportStatus.name, mailSatisfactionLink],
]);
