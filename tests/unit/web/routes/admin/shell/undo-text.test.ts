import { describe, expect, it } from 'vitest';
import { admin as en } from '../../../../../../shared/i18n/en/admin.ts';
import { admin as et } from '../../../../../../shared/i18n/et/admin.ts';
import type { SyncRow } from '../../../../../../shared/sync/protocol.ts';
import { undoText } from '../../../../../../web/src/routes/admin/shell/undo-text.ts';
import type { UndoOffer } from '../../../../../../web/src/sync/mutate.ts';

const ID = '00000000-0000-4000-8000-000000000001';
const contact = {
  id: ID,
  name: 'Anu Lill',
  email: 'anu@example.ee',
  status: 'new',
  priority: 'medium',
  assigned_to: null,
  version: '1',
  deleted_at: null,
} as unknown as SyncRow;

function offer(
  mutation: string,
  args: Record<string, unknown>,
  before: SyncRow = contact,
  table: UndoOffer['table'] = 'contact_submissions',
): UndoOffer {
  return {
    changeId: 'c1',
    mutation,
    deleted: false,
    table,
    steps: [{ before, args: { id: ID, ...args }, undo: { name: mutation, args: { id: ID } } }],
  };
}

describe('the Undo offer says what changed', () => {
  it('names the record, the field and both values, in English and Estonian', () => {
    const closed = offer('contact.setStatus', { status: 'closed' });
    expect(undoText(en, closed)).toBe('Anu Lill: status New → Closed');
    expect(undoText(et, closed)).toBe('Anu Lill: olek Uus → Suletud');
  });

  it('uses the priority names and says Unassigned for nobody', () => {
    expect(undoText(en, offer('contact.setPriority', { priority: 'urgent' }))).toBe(
      'Anu Lill: priority Medium → Urgent',
    );
    expect(undoText(en, offer('contact.assign', { assignedTo: 'kati@lumen.ee' }))).toBe(
      'Anu Lill: assigned to Unassigned → kati@lumen.ee',
    );
    const assigned = { ...contact, assigned_to: 'kati@lumen.ee' } as SyncRow;
    expect(undoText(et, offer('contact.assign', { assignedTo: null }, assigned))).toBe(
      'Anu Lill: vastutaja kati@lumen.ee → Määramata',
    );
  });

  it("uses the table's own status names (a sales enquiry)", () => {
    expect(
      undoText(en, offer('sales.setStatus', { status: 'won' }, contact, 'sales_enquiries')),
    ).toBe('Anu Lill: status New → Won');
  });

  it('does not repeat free text, only that it changed', () => {
    expect(
      undoText(en, offer('sales.setNotes', { notes: 'Call back' }, contact, 'sales_enquiries')),
    ).toBe('Anu Lill: notes changed.');
  });

  it('a delete and a bulk change keep their sentences', () => {
    expect(undoText(en, { ...offer('contact.delete', {}), deleted: true })).toBe(
      'Contact moved to the Trash.',
    );
    const one = offer('contact.setStatus', { status: 'closed' });
    const [step] = one.steps;
    if (!step) throw new Error('no step');
    expect(undoText(en, { ...one, steps: [step, step] })).toBe('2 submissions changed.');
  });
});
