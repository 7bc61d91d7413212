import { describe, expect, it } from 'vitest';
import { readableTables } from '../../../../shared/admin/access.ts';
import { readOrder } from '../../../../web/src/sync/engine.ts';

/** A reload reads the pages of every table one after another (engine.ts `readAhead`). */
describe('the order a reload reads the local copy in', () => {
  it("is the open screen's table first, then the others in the registry's order", () => {
    const readable = readableTables('admin').map((t) => t.name);
    const order = readOrder(readable, '/admin/support/42');
    expect(order[0]).toBe('support_tickets');
    expect([...order].sort()).toEqual([...readable].sort());
    expect(order.slice(1)).toEqual(readable.filter((t) => t !== 'support_tickets'));
  });

  it("is the registry's order on a screen of no table, or of one the role does not hold", () => {
    const readable = readableTables('admin').map((t) => t.name);
    expect(readOrder(readable, '/admin')).toEqual(readable);
    expect(readOrder(readable, '/admin/users')).toEqual(readable);
    const editor = readableTables('editor').map((t) => t.name);
    expect(readOrder(editor, '/admin/contacts')).toEqual(editor);
    expect(readOrder(editor, '/admin/blog')[0]).toBe('blog_posts');
  });
});
