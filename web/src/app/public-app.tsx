import { Component, type ErrorInfo, type ReactNode, StrictMode, useEffect } from 'react';
import type { Lang } from '../../../shared/constants.ts';
import { PublicLayout } from '../components/layout/public-layout.tsx';
import { SomethingWentWrong } from '../routes/public/route-error.tsx';
import { catalogue } from './catalogue.ts';
import { whenDeferredHydrated } from './deferred-hydration.ts';
import { replayEarlyClicks } from './early-clicks.ts';
import { LangProvider } from './i18n.ts';
import { FormAnswerContext, type PageData } from './page-data.ts';
import { PageRouter } from './page-router.tsx';
import type { PageComponent } from './pages.ts';

interface BoundaryProps {
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

/** Catches an error thrown while rendering in the browser (the server answers its own with 500). */
class ErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    return error ? this.props.fallback(error) : this.props.children;
  }
}

/**
 * The last resort when even the site's frame cannot render (public-site §8, the router fallback):
 * 'Unexpected Application Error!' and a sentence in the page's language. The error's own text is
 * a developer's (e.g. "Cannot read properties of undefined"): it goes to the console, never to
 * the person.
 */
function UnexpectedError({ lang, error }: { lang: Lang; error: Error }) {
  let texts = { unexpected: 'Unexpected Application Error!', unexpectedMessage: '' };
  try {
    texts = catalogue(lang).errors;
  } catch {
    // No catalogue: the English words of the spec.
  }
  useEffect(() => console.error('The page could not be shown', error), [error]);
  return (
    <main className="container error-page">
      <h1>{texts.unexpected}</h1>
      {texts.unexpectedMessage ? <p>{texts.unexpectedMessage}</p> : null}
    </main>
  );
}

export interface PublicAppProps {
  /** The page's address (the request on the server; window.location in the browser). */
  url: string;
  data: PageData;
  /** The page's component (the route error's page when `data.error` is set), loaded beforehand. */
  Page: PageComponent | null;
  /** Called once the page is hydrated, its deferred parts included (in the browser). */
  onHydrated?: () => void;
}

/**
 * A public page: the site's frame around the page, or around the route's error. The server renders
 * exactly this tree and the browser hydrates it, so both must be given the same data.
 */
export function PublicApp({ url, data, Page, onHydrated }: PublicAppProps) {
  // Marks the page as interactive once hydrated, its deferred parts (the forms) included: tests
  // can tell it from plain HTML, and a performance trace shows the moment as 'hydrated'.
  useEffect(() => {
    // The frame and the page are hydrated: buttons clicked before then are clicked again now (the
    // forms, hydrated later, show theirs only once they are used).
    replayEarlyClicks();
    whenDeferredHydrated(() => {
      document.documentElement.dataset.hydrated = 'true';
      performance.mark('hydrated');
      onHydrated?.();
    });
  }, [onHydrated]);
  const body = Page ? <Page {...data.props} /> : <SomethingWentWrong />;
  return (
    <StrictMode>
      <ErrorBoundary fallback={(error) => <UnexpectedError lang={data.lang} error={error} />}>
        <LangProvider value={data.lang}>
          <PageRouter url={url} loaderData={data.loaderData} error={data.error ?? null}>
            <PublicLayout>
              <ErrorBoundary fallback={() => <SomethingWentWrong />}>
                <FormAnswerContext value={data.formAnswer}>{body}</FormAnswerContext>
              </ErrorBoundary>
            </PublicLayout>
          </PageRouter>
        </LangProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}
