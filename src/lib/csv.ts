/** Excel (German settings) splits on semicolons and reads UTF-8 only with a byte-order mark. */
export const CSV_SEPARATOR = ';'
export const UTF8_BOM = '\uFEFF'

/**
 * One CSV field: quoted when it holds a separator, quote or line break (quotes doubled); a
 * leading =, +, -, @ or tab is defused with an apostrophe so spreadsheets never run it as a formula.
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows to CSV text with a BOM and CRLF line ends (RFC 4180). */
export function toCsv(rows: (string | number | null | undefined)[][]): string {
  return UTF8_BOM + rows.map((row) => row.map(csvField).join(CSV_SEPARATOR)).join('\r\n') + '\r\n'
}
