import { type Countable, fmt, formOf, type Plural } from '../../../../shared/i18n/format.ts';
import type { BulkAction } from './bulk-actions.tsx';

/** The words of a bulk change that leaves alone the chosen rows already so. */
export interface SkippingTexts {
  label: string;
  title: Plural;
  /** The question when every chosen row changes: {count}, {items}; its form by {count}. */
  all: Plural;
  /** The question when some are skipped: {eligible}, {count}, {skipped}, {items}; its form by
   * {skipped} (two or more are chosen then, which {items} says). */
  some: Plural;
  /** Its form by how many changed. */
  done: Countable;
  /** Its form by how many were skipped. */
  skipped: Plural;
}

/**
 * A bulk change to the `eligible` rows among `chosen` (e.g. publish the drafts): its question
 * says how many are skipped, and it cannot be asked when none would change.
 */
export function skippingAction(
  texts: SkippingTexts,
  chosen: number,
  eligible: number,
  run: () => Promise<number>,
): BulkAction {
  const values = { eligible, skipped: chosen - eligible };
  return {
    label: texts.label,
    title: texts.title,
    confirm: fmt(
      eligible === chosen ? formOf(texts.all, chosen) : formOf(texts.some, values.skipped),
      values,
    ),
    done: texts.done,
    doneSkipped: texts.skipped,
    disabled: eligible === 0,
    run,
  };
}
