import { useT } from '../../app/i18n.ts';
import { ScrollOnNavigate } from './scroll-on-navigate.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function PublicLayout({ children }: { children: React.ReactNode }) {
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#main">
        {t.common.skipToContent}
      </a>
      <ScrollOnNavigate />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
