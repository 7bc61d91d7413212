import type { FormAnswer } from '../../../app/page-data.ts';
import type { FormKind } from './endpoints.ts';

export interface ServerOutcome {
  sent: boolean;
  errors: Record<string, string>;
  formError: string | undefined;
  /** The submitted values the server echoed back with the errors. */
  values: Record<string, string>;
  /** Fields of the answer the thank-you screen may show (the support ticket number). */
  result: Record<string, unknown>;
}

export const NO_OUTCOME: ServerOutcome = {
  sent: false,
  errors: {},
  formError: undefined,
  values: {},
  result: {},
};

/**
 * Reads the answer to a plain (no-JavaScript) form post from the page address, as the server
 * writes it (shared/schemas/form-post.ts): `?sent=<form>[&ticket=…]` on success,
 * `?form=<form>&error=<field>:<code>,…&<field>=<value>…` with errors, which the server has
 * already turned into messages (`answer`, from the page data). Read during server rendering too,
 * so the thank-you screen or the errors show without scripts.
 */
export function readServerOutcome(
  params: URLSearchParams,
  kind: FormKind,
  fieldNames: string[],
  answer: FormAnswer | undefined,
): ServerOutcome {
  if (params.get('sent') === kind) {
    const ticket = params.get('ticket');
    return { ...NO_OUTCOME, sent: true, result: ticket ? { ticket_number: ticket } : {} };
  }
  if (params.get('form') !== kind || answer?.form !== kind) return NO_OUTCOME;
  const { _form: formError, ...errors } = answer.errors;
  const values: Record<string, string> = {};
  for (const name of fieldNames) {
    const value = params.get(name);
    if (value !== null) values[name] = value;
  }
  return { sent: false, errors, formError, values, result: {} };
}
