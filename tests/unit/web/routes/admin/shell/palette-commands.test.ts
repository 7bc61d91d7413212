import { describe, expect, it } from 'vitest';
import {
  type LeadAbilities,
  leadCommands,
  listsLeadKeys,
  paletteCommands,
} from '../../../../../../web/src/routes/admin/shell/palette-commands.ts';

const contact: LeadAbilities = {
  table: 'contact_submissions',
  has: { reply: true, status: true, priority: true, assign: true },
};
// A sales enquiry's panel has a status and a reply, no priority or assignee.
const enquiry: LeadAbilities = { table: 'sales_enquiries', has: { reply: true, status: true } };

describe('the command palette’s commands', () => {
  it('puts the open lead’s commands first, then new posts, the theme and signing out', () => {
    expect(paletteCommands('admin', contact)).toEqual([
      'reply',
      'status',
      'priority',
      'assign',
      'newPost',
      'newPressRelease',
      'switchTheme',
      'signOut',
    ]);
  });

  it('offers no lead command while no lead is open', () => {
    expect(paletteCommands('admin', null)).toEqual([
      'newPost',
      'newPressRelease',
      'switchTheme',
      'signOut',
    ]);
  });

  it('offers only what the open lead’s panel has', () => {
    expect(leadCommands('sales', enquiry)).toEqual(['reply', 'status']);
    expect(leadCommands('sales', { table: 'partner_applications', has: { reply: true } })).toEqual([
      'reply',
    ]);
  });

  it('gives a salesperson the lead commands but no new posts (content is read-only to sales)', () => {
    expect(paletteCommands('sales', contact)).toEqual([
      'reply',
      'status',
      'priority',
      'assign',
      'switchTheme',
      'signOut',
    ]);
  });

  it('gives an editor no lead command, whatever is open, and the new posts', () => {
    expect(leadCommands('editor', contact)).toEqual([]);
    expect(paletteCommands('editor', contact)).toEqual([
      'newPost',
      'newPressRelease',
      'switchTheme',
      'signOut',
    ]);
  });

  it('gives an account that is not staff nothing to change', () => {
    expect(leadCommands('partner', contact)).toEqual([]);
    expect(paletteCommands('partner', contact)).toEqual(['switchTheme', 'signOut']);
  });
});

describe('the ? list’s keys on an open lead', () => {
  it('is shown to the roles that change leads, not to an editor', () => {
    expect(listsLeadKeys('admin')).toBe(true);
    expect(listsLeadKeys('sales')).toBe(true);
    expect(listsLeadKeys('editor')).toBe(false);
  });
});
