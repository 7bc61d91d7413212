/** The shape of a mutation's server-side effect (the registry is effects.ts). */
import type { TransactionSql } from '../../db/client.ts';
import type { AuditValue } from '../audit.ts';

export interface EffectInput {
  /** The row as it is before the change (locked). */
  row: Readonly<Record<string, unknown>>;
  args: { id: string };
  actor: { id: string; email: string; ip: string | null };
  now: Date;
  /** Where links in mail point; required by effects that mail links. */
  publicOrigin: string | undefined;
}

/** `refused`: the change is not made, with this message; else facts for its audit entry. */
export type EffectResult = { refused: string } | { details?: Record<string, AuditValue> };

export type MutationEffect = (tx: TransactionSql, input: EffectInput) => Promise<EffectResult>;
