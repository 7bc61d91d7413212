import type { ReactNode } from 'react';

/** The editor's page while it cannot show the form: loading, or the post not found. */
export function EditorFrame(props: {
  title: string;
  text: string;
  busy?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className="admin-page" aria-labelledby="admin-page-title" aria-busy={props.busy}>
      <h1 id="admin-page-title" tabIndex={-1}>
        {props.title}
      </h1>
      <p role={props.busy ? 'status' : 'alert'}>{props.text}</p>
      {props.children}
    </section>
  );
}
