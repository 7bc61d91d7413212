/**
 * HTML that the server produced from Markdown and sanitised with an allow-list
 * (server/services/markdown.ts): no scripts, event handlers or javascript: links survive there.
 * The one place the public site inserts HTML.
 */
export function SanitizedHtml({
  html,
  className,
  lang,
}: {
  html: string;
  className?: string;
  /** The text's language when it differs from the page's (an untranslated text). */
  lang?: string | undefined;
}) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, see above.
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
