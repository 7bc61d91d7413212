import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AdminRouteError } from '../../../../../web/src/routes/admin/shell/route-error.tsx';

async function render(routes: Parameters<typeof createMemoryRouter>[0]) {
  const router = createMemoryRouter(routes, { initialEntries: ['/admin/audit'] });
  if (!router.state.initialized) {
    await new Promise<void>((done) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        done();
      });
    });
  }
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("the back office's own error element", () => {
  it('shows a screen that fails as "Something Went Wrong", with Try Again and Go Home', async () => {
    const html = await render([
      {
        path: '/admin/audit',
        loader: () => {
          throw new Error('A screen that fails');
        },
        Component: () => null,
        errorElement: <AdminRouteError />,
      },
    ]);
    expect(html).toContain('<h1 id="admin-route-error-title">Something Went Wrong</h1>');
    expect(html).toContain('An unexpected error occurred while showing this screen.');
    expect(html).toContain('>Try Again</button>');
    expect(html).toMatch(/<a [^>]*href="\/admin"[^>]*>Go Home<\/a>/);
    expect(html).not.toContain('Hey developer');
  });

  it('says a screen whose code did not load is not available offline yet', async () => {
    const failed = new TypeError(
      'Failed to fetch dynamically imported module: /assets/audit-page.js',
    );
    const html = await render([
      { path: '/admin/audit', Component: () => <AdminRouteError error={failed} /> },
    ]);
    expect(html).toContain('This screen is not available offline yet</h1>');
    expect(html).toContain('Connect to the internet and try again.');
  });
});
