import { Link } from 'react-router-dom';
import { SITE } from '../../../../shared/constants.ts';
import { useLocalePath, useT } from '../../app/i18n.ts';

export function SiteHeader() {
  const t = useT();
  const to = useLocalePath();
  return (
    <header className="site-header">
      <nav aria-label={t.common.mainNavigation} className="container site-header__bar">
        <Link to={to('/')} className="brand">
          {SITE.brand}
        </Link>
      </nav>
    </header>
  );
}
