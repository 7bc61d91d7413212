import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { focusRow } from './data-table.tsx';

export interface DetailPanelProps {
  title: string;
  closeLabel: string;
  /** The row the panel shows: focus returns to it when the panel closes. */
  rowId: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * The detail of one row beside its list: a labelled region whose heading takes focus when it
 * opens. Escape or the close button closes it and puts focus back on the row, so the keyboard
 * picks up where it left. Escape inside a dialog opened from the panel closes only the dialog.
 */
export function DetailPanel(props: DetailPanelProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  function close() {
    props.onClose();
    focusRow(props.rowId);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (event.target instanceof Element && event.target.closest('dialog')) return;
    event.preventDefault();
    close();
  }

  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: Escape anywhere in the panel closes it; every control inside keeps its own keys.
    <section className="admin-detail" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <div className="admin-detail__head">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {props.title}
        </h2>
        <button type="button" className="admin-detail__close" onClick={close}>
          <span aria-hidden="true">×</span>
          <span className="admin-visually-hidden">{props.closeLabel}</span>
        </button>
      </div>
      {props.children}
    </section>
  );
}

/** One dt/dd pair of a detail panel, wrapped in a div as HTML allows (the grid ignores it). */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
