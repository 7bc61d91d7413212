/**
 * The audit log as the back office reads it (GET /api/admin/audit-log): the query both sides
 * validate with one schema, and an entry's shape.
 */
import { z } from 'zod';

export const AUDIT_PAGE_SIZE = 50;

const day = z.iso.datetime({ offset: true, message: 'Enter a date and time.' });

export const auditQuerySchema = z.object({
  limit: z.coerce
    .number('Enter a number of entries.')
    .int('Enter a whole number of entries.')
    .min(1, 'Ask for at least 1 entry.')
    .max(200, 'Ask for at most 200 entries.')
    .default(AUDIT_PAGE_SIZE),
  before: z
    .string()
    .regex(/^\d{1,19}$/, 'The cursor is the number of an entry.')
    .optional(),
  actor: z.string().trim().max(320, 'Enter an email address of at most 320 characters.').optional(),
  action: z
    .string()
    .trim()
    .max(100, 'Enter an action name of at most 100 characters.')
    .regex(/^[a-z_]+(\.[a-zA-Z_]+|\.\*)?$/, 'Enter an action name such as contact.setStatus.')
    .optional(),
  entity: z.string().trim().max(100, 'Enter a record type of at most 100 characters.').optional(),
  entityId: z.string().trim().max(100, 'Enter a record id of at most 100 characters.').optional(),
  from: day.optional(),
  to: day.optional(),
});

export type AuditQueryInput = z.input<typeof auditQuerySchema>;

export interface AuditEntryView {
  id: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  entity: string | null;
  entityId: string | null;
  ip: string | null;
  details: Record<string, unknown>;
  createdAt: string;
  /** The record's name or title (a lead's name, a ticket number, a post's title). */
  entityName: string | null;
}

export interface AuditFacets {
  actors: string[];
  actions: string[];
  entities: string[];
}

/** One changed field of an entry: its value before and after (back-office changes only). */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The before → after pairs of an entry's details, in field order; empty for other events. */
export function auditChanges(details: Record<string, unknown>): AuditChange[] {
  const before = details.before;
  const after = details.after;
  if (!isRecord(before) || !isRecord(after)) return [];
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({ field, before: before[field], after: after[field] }));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
