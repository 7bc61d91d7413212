import type { LoaderFunctionArgs } from 'react-router-dom';
import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link, useLoaderData } from '../../app/page-router.tsx';
import type { ServerContext } from '../../app/server-context.ts';
import { ExternalLink } from '../../components/ui/external-link.tsx';

export type EmbedKind = 'docs' | 'api' | 'status';

/**
 * The configured URL of an embedded page, from the server's request context (null when none is
 * configured: the page then explains and links to support).
 */
export function embedLoader(kind: EmbedKind) {
  return ({ context }: LoaderFunctionArgs): { url: string | null } => {
    const server = context as ServerContext | undefined;
    return { url: server?.embeds?.[kind] ?? null };
  };
}

export function EmbedPage({ kind }: { kind: EmbedKind }) {
  const t = useT().pages.embeds;
  const home = useT().pages.home;
  const copy = t[kind];
  const to = useLocalePath();
  const { url } = useLoaderData() as { url: string | null };
  return (
    <section className="embed" aria-labelledby="embed-title">
      <div className="container embed__bar">
        <h1 id="embed-title" className="embed__title">
          {copy.heading}
        </h1>
        {url ? (
          <ExternalLink href={url} className="text-link" newTabHint={home.opensInNewTab}>
            {t.openInNewTab}
          </ExternalLink>
        ) : null}
      </div>
      {url ? (
        <iframe className="embed__frame" src={url} title={copy.frameTitle} loading="lazy" />
      ) : (
        <div className="container empty-state">
          <p className="empty-state__title">{copy.unavailable}</p>
          <p>{copy.fallback}</p>
          <Link className="button button--primary" to={to('/support')}>
            {copy.fallbackLink}
          </Link>
        </div>
      )}
    </section>
  );
}
