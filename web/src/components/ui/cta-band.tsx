import { useId } from 'react';

/** The closing call to action of a page. */
export function CtaBand({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="cta-band" aria-labelledby={headingId}>
      <div className="container cta-band__inner">
        <h2 id={headingId} className="cta-band__title">
          {title}
        </h2>
        <p className="cta-band__text">{text}</p>
        <div className="cta-band__actions">{children}</div>
      </div>
    </section>
  );
}
