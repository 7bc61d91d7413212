/**
 * HTML that the server produced from Markdown and sanitised with an allow-list
 * (server/services/markdown.ts): no scripts, event handlers or javascript: links survive there.
 * The one place the public site inserts HTML.
 */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, see above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
