/**
 * Which commands the command palette (command-palette.tsx) offers, and which single keys act on
 * the open lead (shortcuts.tsx): one rule for both, by the person's role (shared/admin/access.ts)
 * and what the open lead's detail panel can do. Pure, for the unit tests.
 */
import { canWrite, isStaff, mayRun, maySee } from '../../../../../shared/admin/access.ts';
import { MUTATIONS } from '../../../../../shared/admin/mutations.ts';
import { REPLY_LEAD_TABLES, type ReplyLeadTable } from '../../../../../shared/admin/replies.ts';
import type { UserRole } from '../../../../../shared/constants.ts';

/** The choices a lead command opens as the palette's second step. */
export type LeadStep = 'status' | 'priority' | 'assign';

export type LeadCommand = 'reply' | LeadStep;

export type ShellCommand = 'newPost' | 'newPressRelease' | 'switchTheme' | 'signOut';

export type CommandId = LeadCommand | ShellCommand;

/** What the open lead's detail panel offers: its table and which of the commands it has. */
export interface LeadAbilities {
  table: ReplyLeadTable;
  has: Readonly<Partial<Record<LeadCommand, boolean>>>;
}

/** The lead commands, in the palette's order. */
export const LEAD_COMMANDS: readonly LeadCommand[] = ['reply', 'status', 'priority', 'assign'];

/** Where the two "new" commands go; shown to those who may write that kind of post. */
export const NEW_POST_PATHS = {
  newPost: '/admin/blog/new',
  newPressRelease: '/admin/newsroom/new',
} as const satisfies Partial<Record<ShellCommand, string>>;

/** The single keys that act on the open lead, in the order the `?` list shows them. */
export const LEAD_KEYS: Readonly<Record<string, LeadCommand>> = {
  s: 'status',
  p: 'priority',
  a: 'assign',
  r: 'reply',
};

const REPLY = MUTATIONS.get('lead.reply');

/** Whether `role` may make `command`'s change to a lead of `table`. */
function mayDo(role: UserRole, table: ReplyLeadTable, command: LeadCommand): boolean {
  if (command === 'reply') return REPLY !== undefined && mayRun(role, REPLY);
  return canWrite(role, table);
}

/** The lead commands for the open lead: those its panel has and the role may do. */
export function leadCommands(role: UserRole, lead: LeadAbilities | null): LeadCommand[] {
  if (!lead || !isStaff(role)) return [];
  return LEAD_COMMANDS.filter((c) => lead.has[c] === true && mayDo(role, lead.table, c));
}

/**
 * The palette's commands: those on the open lead first (the reason a person opened the palette
 * on a record), then new posts for those who write them, the theme and signing out.
 */
export function paletteCommands(role: UserRole, lead: LeadAbilities | null): CommandId[] {
  const posts = (Object.keys(NEW_POST_PATHS) as (keyof typeof NEW_POST_PATHS)[]).filter((c) =>
    maySee(role, NEW_POST_PATHS[c], true),
  );
  return [...leadCommands(role, lead), ...posts, 'switchTheme', 'signOut'];
}

/** Whether the `?` list shows the open lead's keys: for roles that change some lead. */
export function listsLeadKeys(role: UserRole): boolean {
  return REPLY_LEAD_TABLES.some((table) => canWrite(role, table));
}
