/** What a list screen shows instead of its table: reading, nothing there yet, nothing matching. */

export function ListLoading({ text }: { text: string }) {
  return (
    <p role="status" className="admin-muted">
      {text}
    </p>
  );
}

export function ListEmpty({ text }: { text: string }) {
  return <p className="admin-notice">{text}</p>;
}

/** Nothing matches the search and filters, with the way back to everything. */
export function NoMatch(props: { text: string; clearLabel: string; onClear(): void }) {
  return (
    <div className="admin-notice">
      <p role="status">{props.text}</p>
      <button type="button" className="button button--secondary" onClick={props.onClear}>
        {props.clearLabel}
      </button>
    </div>
  );
}
