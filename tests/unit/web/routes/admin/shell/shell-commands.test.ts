import { describe, expect, it, vi } from 'vitest';
import { createShellCommands } from '../../../../../../web/src/routes/admin/shell/shell-commands.tsx';

const choice = (current: string, choose = vi.fn()) => ({
  options: [
    { value: 'new', label: 'New' },
    { value: 'closed', label: 'Closed' },
  ],
  current,
  choose,
});

describe('the open lead the palette and the keys act on', () => {
  it('keeps what a panel’s parts lend before the panel says it is open', () => {
    const shell = createShellCommands();
    // React runs a child's effects before its parent's: the fields lend first.
    shell.lend('a', 'status', choice('new'));
    shell.lend('a', 'reply', () => undefined);
    expect(shell.lead()).toBeNull();
    shell.openLead({ table: 'contact_submissions', id: 'a', name: 'Anu Lill' });
    expect(shell.lead()).toMatchObject({
      id: 'a',
      name: 'Anu Lill',
      has: { status: true, reply: true },
    });
  });

  it('runs the newest handler a render lent, and says so only when what shows changes', () => {
    const shell = createShellCommands();
    shell.openLead({ table: 'contact_submissions', id: 'a', name: 'Anu Lill' });
    const heard = vi.fn();
    shell.subscribe(heard);
    shell.lend('a', 'status', choice('new'));
    expect(heard).toHaveBeenCalledTimes(1);
    const newest = vi.fn();
    shell.lend('a', 'status', choice('new', newest));
    expect(heard).toHaveBeenCalledTimes(1);
    shell.lead()?.status?.choose('closed');
    expect(newest).toHaveBeenCalledWith('closed');
    shell.lend('a', 'status', choice('closed', newest));
    expect(heard).toHaveBeenCalledTimes(2);
    expect(shell.lead()?.status?.current).toBe('closed');
  });

  it('forgets the lead once its panel closes, and what it had lent once withdrawn', () => {
    const shell = createShellCommands();
    shell.openLead({ table: 'sales_enquiries', id: 'b', name: 'Mari' });
    shell.lend('b', 'status', choice('new'));
    shell.lend('b', 'status', null);
    expect(shell.lead()?.has).toEqual({});
    shell.closeLead('other');
    expect(shell.lead()?.id).toBe('b');
    shell.closeLead('b');
    expect(shell.lead()).toBeNull();
  });
});
