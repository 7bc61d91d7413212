import { useId } from 'react';

interface SectionProps {
  id?: string;
  title: string;
  lead?: string;
  /** 'muted' draws the section on the alternate background. */
  tone?: 'default' | 'muted';
  className?: string;
  children?: React.ReactNode;
}

/** A page section with its own h2, labelled by it, so landmarks and anchors read well. */
export function Section({ id, title, lead, tone = 'default', className, children }: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={['section', tone === 'muted' ? 'section--muted' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      <div className="container">
        <h2 id={headingId} className="section__title">
          {title}
        </h2>
        {lead ? <p className="section__lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
