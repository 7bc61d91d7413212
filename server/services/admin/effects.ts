/**
 * Server-side work a named mutation needs beyond its column patch (making an account, queueing a
 * mail), by mutation name. applyMutation runs it in the change's transaction after the guard and
 * before the patch is written, so the push (queued offline) and REST get the same effect, and a
 * refusal leaves the row as it was.
 */
import { createPartnerAccount } from '../../../shared/admin/partners.ts';
import { createAccountForApplication } from '../partner-account.ts';
import type { MutationEffect } from './effect.ts';

export const MUTATION_EFFECTS: ReadonlyMap<string, MutationEffect> = new Map([
  [createPartnerAccount.name, createAccountForApplication],
]);
