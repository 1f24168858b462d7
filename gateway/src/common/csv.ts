/**
 * One CSV cell: quoted, quotes doubled, and text a spreadsheet would run as a formula (=, +, -, @,
 * tab, carriage return first) prefixed with an apostrophe, since users type the texts we export.
 */
function csvCell(value: string | number): string {
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A CSV file (RFC 4180, CRLF line ends): a header line, then one line per row. */
export function csvTable(columns: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return [columns, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
