import { useT } from '../../app/i18n.ts';
import { EXTERNAL_LINK_PROPS } from '../../lib/external.ts';

export const DMCA_STATUS_URL = 'https://www.dmca.com/Protection/Status.aspx';

/**
 * The DMCA protection badge as a plain link with a local image. DMCA's own helper script is not
 * loaded: it would run third-party code on every page, the partner password-reset pages (whose
 * address carries the token) included.
 */
export function DmcaBadge() {
  const t = useT();
  return (
    <a className="dmca-badge" href={DMCA_STATUS_URL} {...EXTERNAL_LINK_PROPS}>
      <svg viewBox="0 0 20 24" width="14" height="17" aria-hidden="true">
        <use href="/images/footer-icons.svg#dmca" />
      </svg>
      {t.footer.dmca}
      <span className="visually-hidden"> {t.common.opensInNewTab}</span>
    </a>
  );
}
