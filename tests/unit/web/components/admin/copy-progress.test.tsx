import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LangProvider } from '../../../../../web/src/app/i18n.ts';
import { CopyProgress } from '../../../../../web/src/components/admin/copy-progress.tsx';

describe('the progress of the first copy', () => {
  it('is a named progress bar with the figures as text, in the page language', () => {
    const en = renderToStaticMarkup(<CopyProgress progress={{ copied: 40_000, total: 100_000 }} />);
    expect(en).toContain(
      '<progress class="admin-copy__bar" aria-label="Copying records to this device" value="40000" max="100000">',
    );
    expect(en).toContain(
      '<p role="status" class="admin-muted">Copying 40,000 of 100,000 records…</p>',
    );

    const et = renderToStaticMarkup(
      <LangProvider value="et">
        <CopyProgress progress={{ copied: 5_000, total: 100_000 }} />
      </LangProvider>,
    );
    expect(et).toContain('aria-label="Kirjete kopeerimine sellesse seadmesse"');
    // Estonian groups thousands with a no-break space from five digits on.
    expect(et).toContain('Kopeeritakse kirjeid: 5000 / 100\u00a0000…');
  });

  it('without a total from the server, a bar that only says it is busy', () => {
    const html = renderToStaticMarkup(<CopyProgress progress={{ copied: 5_000, total: null }} />);
    expect(html).toContain(
      '<progress class="admin-copy__bar" aria-label="Copying records to this device">',
    );
    expect(html).toContain('Copying 5,000 records…');
  });
});
