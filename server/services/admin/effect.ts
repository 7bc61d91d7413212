/** The shape of a mutation's server-side effects (the registry is effects.ts). */
import type { TransactionSql } from '../../db/client.ts';
import type { AuditValue } from '../audit.ts';

/**
 * Where an effect hands back a link it mailed, for the admin who asked (REST only, and only when
 * no mail server is configured: the link is a secret for the mail's recipient, and handing it
 * over is then the only way it reaches them). The sync push never passes one.
 */
export interface LinkReceiver {
  invitationLink?: string;
}

export interface EffectInput {
  /** The row as it is before the change (locked). */
  row: Readonly<Record<string, unknown>>;
  args: { id: string };
  actor: { id: string; email: string; ip: string | null };
  now: Date;
  /** Where links in mail point (config.publicOrigin); required by effects that mail links. */
  publicOrigin: string | undefined;
  /** The team's shared address (config.replyTo), the Reply-To of mail written by staff. */
  replyTo?: string | undefined;
  receiver?: LinkReceiver | undefined;
}

/**
 * `refused`: the change is not made, with this message; else facts for its audit entry, and for
 * a create, columns only the server knows (e.g. the address a reply goes to), set on the new row.
 */
export type EffectResult =
  | { refused: string }
  | { details?: Record<string, AuditValue>; set?: Record<string, unknown> };

/**
 * Work a named mutation needs on the server beyond its column patch, in the change's own
 * transaction, so the change and its consequences commit together or not at all, whether it
 * came through the sync push or REST. Never from the browser: the browser only names the change.
 */
export interface MutationEffects {
  /**
   * Before the row is written (e.g. making an account): may refuse the change. For a create,
   * `row` is empty.
   */
  before?(tx: TransactionSql, input: EffectInput): Promise<EffectResult>;
  /** After the row is written, with the row as it now is (e.g. a mail about the new state). */
  after?(
    tx: TransactionSql,
    input: EffectInput & { after: Readonly<Record<string, unknown>> },
  ): Promise<void>;
}

/** The public origin an effect needs for its links, or a clear error when a caller forgot it. */
export function originFor(name: string, input: EffectInput): string {
  if (!input.publicOrigin) throw new Error(`${name} mails a link: pass the public origin.`);
  return input.publicOrigin;
}
