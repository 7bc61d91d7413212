/** A list whose items carry a check mark (drawn in CSS, so it is not read aloud). */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={['check-list', className ?? ''].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
