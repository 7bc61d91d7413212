/** A link to another site: opens in a new tab without handing it our window. */
export function ExternalLink({
  href,
  children,
  className,
  newTabHint,
}: {
  href: string;
  children: React.ReactNode;
  className?: string;
  /** Read after the link text by screen readers, e.g. '(opens in a new tab)'. */
  newTabHint?: string;
}) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      {newTabHint ? <span className="visually-hidden"> {newTabHint}</span> : null}
    </a>
  );
}
