import type { Lang } from '../../../shared/constants.ts';
import { HTML_LANG, SITE } from '../../../shared/constants.ts';
import { core as enCore } from '../../../shared/i18n/en/core.ts';
import { forms as enForms } from '../../../shared/i18n/en/forms.ts';
import { core as etCore } from '../../../shared/i18n/et/core.ts';
import { forms as etForms } from '../../../shared/i18n/et/forms.ts';

const COPY = {
  en: { ...enForms.pwa, home: enCore.common.goHome, retry: enCore.common.tryAgain },
  et: { ...etForms.pwa, home: etCore.common.goHome, retry: etCore.common.tryAgain },
} as const;

/**
 * The page the service worker answers with when a navigation fails offline and the page is not
 * precached. Self-contained (an inline style, no scripts; the service worker's own response carries
 * no CSP header) and built from the catalogues, so it follows the visitor's language.
 */
export function offlinePage(lang: Lang): string {
  const c = COPY[lang];
  const home = lang === 'et' ? '/et' : '/';
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${c.offlineTitle} | ${SITE.brand}</title>
<style>
:root{color-scheme:light dark;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:Canvas;color:CanvasText}
main{max-width:32rem;padding:2rem;text-align:center}
a{display:inline-block;margin:.5rem;padding:.6rem 1.1rem;border-radius:10px;background:#1d4ed8;color:#fff;text-decoration:none}
a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${c.offlineTitle}</h1>
<p>${c.offlineText}</p>
<p><a href="">${c.retry}</a><a href="${home}">${c.home}</a></p>
</main>
</body>
</html>`;
}
