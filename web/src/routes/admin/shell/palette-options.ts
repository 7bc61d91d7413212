/**
 * The command palette's options (command-palette.tsx): what each command is called and does.
 */
import { fmt } from '../../../../../shared/i18n/format.ts';
import type { useAdminT } from '../use-admin-t.ts';
import { type CommandId, type LeadStep, NEW_POST_PATHS } from './palette-commands.ts';
import type { LeadChoice, ShellCommands } from './shell-commands.tsx';

export interface Option {
  id: string;
  kind: string;
  title: string;
  detail: string;
  /** Goes there; or */
  to?: string;
  /** opens the choices of a lead command; or */
  step?: LeadStep;
  /** does this, once the palette has closed. */
  run?: () => void;
}

/** Where a step's list starts: at the lead's present value, so Enter alone changes nothing. */
export function currentIndex(choice: LeadChoice | undefined): number {
  return choice
    ? Math.max(
        0,
        choice.options.findIndex((o) => o.value === choice.current),
      )
    : 0;
}

type PaletteTexts = ReturnType<typeof useAdminT>['shell']['palette'];

/** A command as the palette lists it; `name` is the open lead's. */
export function commandOption(
  id: CommandId,
  p: PaletteTexts,
  name: string,
  navigate: (to: string) => void,
  shell: ShellCommands | null,
): Option {
  const option = { id: `command:${id}`, kind: p.command, detail: '' };
  switch (id) {
    case 'status':
    case 'priority':
    case 'assign':
      return { ...option, title: fmt(p.commands[id], { name }), step: id };
    case 'reply':
      return {
        ...option,
        title: fmt(p.commands.reply, { name }),
        run: () => shell?.lead()?.reply?.(),
      };
    case 'newPost':
    case 'newPressRelease':
      return { ...option, title: p.commands[id], run: () => navigate(NEW_POST_PATHS[id]) };
    case 'switchTheme':
      return {
        ...option,
        title:
          document.documentElement.dataset.theme === 'dark'
            ? p.commands.themeLight
            : p.commands.themeDark,
        run: pressThemeSwitch,
      };
    case 'signOut':
      return { ...option, title: p.commands.signOut, run: () => shell?.signOut() };
  }
}

/**
 * Presses the header's own theme switch (theme-toggle.tsx, also on a phone, where it sits in the
 * menu): it stores the choice and shows the new state. That switch is in every public page's
 * first-load script, which is kept as it is (its budget, `npm run bench:bundle`).
 */
function pressThemeSwitch(): void {
  document.querySelector<HTMLButtonElement>('.admin-account .theme-toggle')?.click();
}
