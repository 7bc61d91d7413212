import { SITE } from '../../../../shared/constants.ts';
import { fmt } from '../../../../shared/i18n/index.ts';
import { useT } from '../../app/i18n.ts';

export function SiteFooter() {
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="container">
        <p>{fmt(t.footer.copyright, { year: SITE.copyrightYear, company: SITE.company })}</p>
        <p>{t.footer.madeIn}</p>
      </div>
    </footer>
  );
}
