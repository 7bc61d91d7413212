/**
 * CSV files the back office exports (RFC 4180: comma-separated, CRLF, fields with a comma, quote
 * or line break quoted). A cell that starts with = + - @ (or a tab or carriage return) would be
 * read as a formula by a spreadsheet (CSV injection): it is neutralised with a leading
 * apostrophe, the OWASP recommendation.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header row, then one row per record; a byte-order mark so spreadsheets read UTF-8. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** `{prefix}-YYYY-MM-DD.csv`, the day in the admin's own time zone. */
export function csvFileName(prefix: string, now: Date): string {
  const day = [
    now.getFullYear(),
    String(now.getMonth() + 1).padStart(2, '0'),
    String(now.getDate()).padStart(2, '0'),
  ].join('-');
  return `${prefix}-${day}.csv`;
}
