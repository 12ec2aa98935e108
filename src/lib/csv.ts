/** Excel (German settings) splits on semicolons and reads UTF-8 only with a byte-order mark. */
export const CSV_SEPARATOR = ';'
export const UTF8_BOM = '\uFEFF'

/** A formula's first character, as spreadsheets read it at the start of a cell. */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * Where a spreadsheet that guesses another separator (a comma, a tab) would start a new cell
 * with a formula: `x,=2+3` is one cell here, but two in such a program, the second a formula.
 */
const FORMULA_AFTER_OTHER_SEPARATOR = /\t|,\s*[=+\-@]/

/**
 * One CSV field: quoted when it holds a separator, quote or line break (quotes doubled), or a
 * formula behind a comma or tab (so no program splits it off); a leading =, +, -, @ or tab is
 * defused with an apostrophe, so spreadsheets never run a field as a formula.
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  const quoted = /[";\n\r]/.test(text) || FORMULA_AFTER_OTHER_SEPARATOR.test(text)
  return quoted ? `"${text.replace(/"/g, '""')}"` : text
}

type CsvCell = string | number | null | undefined

/** One row as a CSV line with its CRLF line end (RFC 4180). */
export const csvLine = (row: CsvCell[]): string => row.map(csvField).join(CSV_SEPARATOR) + '\r\n'
