import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LangProvider } from '../../../../../../web/src/app/i18n.ts';
import type { SessionUser } from '../../../../../../web/src/features/auth/session.ts';
import { NoAccess } from '../../../../../../web/src/routes/admin/shell/no-access.tsx';

const partner = { id: 'p1', email: 'kerli@docsys.example', role: 'partner' } as SessionUser;

describe('the back office to a partner account', () => {
  it('says the role has no access to the screen, not that it is for administrators', () => {
    const page = (lang: 'en' | 'et') =>
      renderToStaticMarkup(
        <LangProvider value={lang}>
          <MemoryRouter>
            <NoAccess user={partner} />
          </MemoryRouter>
        </LangProvider>,
      );
    const en = page('en');
    expect(en).toContain(
      'You are signed in as kerli@docsys.example. Your role (Partner) has no access to this screen of the back office.',
    );
    expect(en).not.toContain('administrators');
    expect(page('et')).toContain(
      'Oled sisse logitud kontoga kerli@docsys.example. Sinu rollil (Partner) pole sellele halduse vaatele ligipääsu.',
    );
  });
});
