import { useState } from 'react';
import {
  type HeldPicture,
  thumbnailOf,
  useHeldPictures,
} from '../../../components/admin/held-media.ts';
import { ListEmpty } from '../../../components/admin/list-states.tsx';
import { useAdminT } from '../use-admin-t.ts';

/**
 * The Media screen offline: the pictures this device holds (their descriptions sync), read only.
 * Where each is used, and every change, needs the server.
 */
export function HeldMediaList() {
  const t = useAdminT().media;
  const { held, rows } = useHeldPictures(true);
  if (!held || rows === null) return null;
  if (rows.length === 0) return <ListEmpty text={t.empty} />;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen must scroll from the keyboard too (WCAG 2.1.1).
    <section className="admin-table-wrap" aria-label={t.heldTable} tabIndex={0}>
      <table className="admin-table">
        <caption className="admin-visually-hidden">{t.heldTable}</caption>
        <thead>
          <tr>
            <th scope="col">{t.columns.picture}</th>
            <th scope="col">{t.columns.name}</th>
            <th scope="col">{t.columns.alt}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <Thumbnail row={row} />
              </td>
              <th scope="row" className="admin-table__key">
                {row.file_name}
              </th>
              <td>
                <span>{row.alt || t.noAlt}</span>
                <br />
                <span lang={row.alt_et ? 'et' : undefined}>{row.alt_et || t.noAltEt}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The picture when this device has it (fetched before), else says it has not. */
function Thumbnail({ row }: { row: HeldPicture }) {
  const t = useAdminT().media;
  const [missing, setMissing] = useState(false);
  if (missing) return <span className="admin-muted">{t.notHere}</span>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: onError is a load event, not user interaction.
    <img
      className="media-thumb"
      src={thumbnailOf(row)}
      alt={row.alt || row.file_name}
      width={80}
      height={Math.round((80 * row.height) / row.width)}
      loading="lazy"
      onError={() => setMissing(true)}
    />
  );
}
