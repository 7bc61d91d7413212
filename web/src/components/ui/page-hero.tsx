interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: React.ReactNode;
}

/** The opening block of a page: its one h1, a lead paragraph and optional actions. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <header className="hero page-hero">
      <div className="container">
        {eyebrow ? <p className="hero__eyebrow">{eyebrow}</p> : null}
        <h1 className="hero__title">{title}</h1>
        {lead ? <p className="hero__lead">{lead}</p> : null}
        {children ? <div className="hero__actions">{children}</div> : null}
      </div>
    </header>
  );
}
