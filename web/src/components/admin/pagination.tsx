import { fmt } from '../../../../shared/i18n/format.ts';

export interface PaginationTexts {
  label: string;
  previous: string;
  next: string;
  /** '{page}', '{pages}' */
  pageOf: string;
}

/** Previous and Next around "Page X of Y"; hidden when everything fits on one page. */
export function Pagination(props: {
  page: number;
  pageCount: number;
  onPage(page: number): void;
  t: PaginationTexts;
}) {
  const { page, pageCount, onPage, t } = props;
  if (pageCount <= 1) return null;
  return (
    <nav className="admin-pagination" aria-label={t.label}>
      <button
        type="button"
        className="button button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t.previous}
      </button>
      <span aria-current="page">{fmt(t.pageOf, { page, pages: pageCount })}</span>
      <button
        type="button"
        className="button button--secondary"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t.next}
      </button>
    </nav>
  );
}
