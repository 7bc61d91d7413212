import { describe, expect, it } from 'vitest';
import { auditChanges, auditQuerySchema } from '../../../shared/admin/audit.ts';

describe('auditChanges', () => {
  it('pairs each changed field’s value before and after, in field order', () => {
    expect(
      auditChanges({
        mutationId: 'm-1',
        before: { status: 'new', assigned_to: null },
        after: { status: 'resolved', assigned_to: 'mari@lumen.example' },
      }),
    ).toEqual([
      { field: 'status', before: 'new', after: 'resolved' },
      { field: 'assigned_to', before: null, after: 'mari@lumen.example' },
    ]);
  });

  it('is empty for events that change no fields (a sign-in)', () => {
    expect(auditChanges({ client: 'browser' })).toEqual([]);
    expect(auditChanges({ before: 'x', after: 'y' })).toEqual([]);
  });
});

describe('auditQuerySchema', () => {
  it('takes an action name or a family, and refuses anything else', () => {
    expect(auditQuerySchema.parse({ action: 'contact.setStatus' }).action).toBe(
      'contact.setStatus',
    );
    expect(auditQuerySchema.parse({ action: 'contact.*' }).action).toBe('contact.*');
    expect(auditQuerySchema.safeParse({ action: "x'; drop" }).success).toBe(false);
    expect(auditQuerySchema.parse({}).limit).toBe(50);
  });
});
