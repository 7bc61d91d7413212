import { SITE } from '../../../../shared/constants.ts';
import { fmt } from '../../../../shared/i18n/format.ts';
import { useLang, useLocalePath, useT } from '../../app/i18n.ts';
import { Link } from '../../app/page-router.tsx';
import { openCookieSettings } from '../../features/consent/open.ts';
import { EXTERNAL_LINK_PROPS } from '../../lib/external.ts';
import { DmcaBadge } from './dmca-badge.tsx';
import { FooterLogo } from './footer-logo.tsx';
import { FOOTER_COLUMNS } from './nav-items.ts';
import { SOCIAL_NETWORKS, SocialIcon } from './social-icons.tsx';
import { estonianSoftHyphens } from './soft-hyphens.ts';

/** Footer: six link columns, social profiles, logo, copyright, legal links, disclaimer, DMCA badge. */
export function SiteFooter() {
  const t = useT();
  const to = useLocalePath();
  const lang = useLang();
  // Narrow columns: long Estonian compounds get hyphenation points of their own.
  const breakable = lang === 'et' ? estonianSoftHyphens : (text: string) => text;
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__top">
          <div className="site-footer__brand">
            <Link to={to('/')} className="site-footer__logo">
              <FooterLogo alt={t.footer.logoAlt} />
            </Link>
            <p>{t.footer.tagline}</p>
            <p>
              <a href={`mailto:${SITE.email.general}`}>{SITE.email.general}</a>
            </p>
            <ul className="site-footer__social" aria-label={t.footer.social}>
              {SOCIAL_NETWORKS.map((network) => (
                <li key={network}>
                  <a
                    href={SITE.social[network]}
                    {...EXTERNAL_LINK_PROPS}
                    aria-label={`${t.footer.socialNames[network]} ${t.common.opensInNewTab}`}
                    title={t.footer.socialNames[network]}
                  >
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <nav className="site-footer__columns" aria-label={t.footer.navigation}>
            {FOOTER_COLUMNS.map((column) => (
              <div key={column.id} className="site-footer__column">
                <h2 id={`footer-${column.id}`}>{breakable(t.footer.columns[column.id])}</h2>
                <ul aria-labelledby={`footer-${column.id}`}>
                  {column.items.map((item) => (
                    <li key={item.href}>
                      <Link to={to(item.href)}>{breakable(t.nav.items[item.key])}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <p className="site-footer__disclaimer">{t.footer.disclaimer}</p>
        <div className="site-footer__bottom">
          <p>{fmt(t.footer.copyright, { year: SITE.copyrightYear, company: SITE.company })}</p>
          <ul className="site-footer__legal">
            <li>
              <Link to={to('/legal/terms-of-service')}>{t.nav.items.terms}</Link>
            </li>
            <li>
              <Link to={to('/legal/privacy-policy')}>{t.nav.items.privacy}</Link>
            </li>
            <li className="site-footer__cookie-settings-item">
              <button
                type="button"
                className="site-footer__cookie-settings"
                onClick={(e) => openCookieSettings(lang, e.currentTarget)}
              >
                {t.footer.cookieSettings}
              </button>
            </li>
          </ul>
          <p className="site-footer__made-in">{t.footer.madeIn}</p>
          <DmcaBadge />
        </div>
      </div>
    </footer>
  );
}
