import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from '../../../../../web/src/components/admin/confirm-dialog.tsx';

const question = (open: boolean, title = 'Delete this post?') =>
  renderToStaticMarkup(
    <ConfirmDialog
      open={open}
      title={title}
      message="It goes to the Trash."
      confirmLabel="Delete"
      cancelLabel="Cancel"
      danger
      onConfirm={() => undefined}
      onCancel={() => undefined}
    />,
  );

describe('a question in a dialog', () => {
  it('while closed is an empty dialog: no heading without words, no button without a name', () => {
    // As a list keeps it before anything is asked: its words are not worked out yet.
    expect(question(false, '')).toBe('<dialog class="admin-dialog"></dialog>');
  });

  it('open, is named by its title and described by its question, with both buttons', () => {
    const html = question(true);
    expect(html).toMatch(
      /^<dialog class="admin-dialog" aria-labelledby="(.+?)" aria-describedby="(.+?)">/,
    );
    expect(html).toContain('>Delete this post?</h2>');
    expect(html).toContain('>It goes to the Trash.</p>');
    expect(html).toContain('>Cancel</button>');
    expect(html).toContain('>Delete</button>');
  });
});
