// The one table `npm run bench` prints. Every measurement is a row; each bench module returns its
// rows from `measure()` and prints them itself when run alone (`printTable(rows)`).
import { pathToFileURL } from 'node:url'

/**
 * @typedef {object} BenchRow
 * @property {string} section   the item, e.g. 'a. cached throughput (next start)'
 * @property {string} subject   what was measured, e.g. 'home /'
 * @property {string} value     the figure, e.g. '1,234 req/s · p50 38 ms · p99 61 ms'
 * @property {string} [reference] the floor or budget it is compared with, same units
 * @property {string} [ratio]   value ÷ reference, e.g. '0.62'
 * @property {string} [goal]    the goal in words, e.g. '≥ 0.5 of floor'
 * @property {boolean | null} [met] whether the goal was met (null: no goal)
 */

const COLUMNS = [
  ['section', 'measure'],
  ['subject', 'subject'],
  ['value', 'value'],
  ['reference', 'floor / budget'],
  ['ratio', 'ratio'],
  ['goal', 'goal'],
  ['met', 'met'],
]

const cell = (row, key) => {
  if (key === 'met') return row.met === true ? 'yes' : row.met === false ? 'NO' : ''
  return String(row[key] ?? '')
}

/** Prints rows as one Markdown table (readable in a terminal and pasteable into a note). */
export function printTable(rows, title = 'Benchmark') {
  const widths = COLUMNS.map(([key, label]) =>
    Math.max(label.length, ...rows.map((row) => cell(row, key).length)),
  )
  const line = (cells) => `| ${cells.map((text, i) => text.padEnd(widths[i])).join(' | ')} |`
  console.log(`\n${title}\n`)
  console.log(line(COLUMNS.map(([, label]) => label)))
  console.log(line(widths.map((width) => '-'.repeat(width))))
  for (const row of rows) console.log(line(COLUMNS.map(([key]) => cell(row, key))))
}

/** Formats a number with thousands separators and a fixed number of decimals. */
export const num = (value, decimals = 0) =>
  Number(value).toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })

/** The p-th percentile (0–100) of a list of numbers. */
export function percentile(values, p) {
  if (!values.length) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/**
 * For a bench file run on its own (not imported by bench/run.mjs): measures, prints the table and
 * ends the process with 1 when the measurement fails.
 */
export async function printWhenRunAlone(moduleUrl, measure, title) {
  if (moduleUrl !== pathToFileURL(process.argv[1]).href) return
  try {
    printTable(await measure(), title)
  } catch (error) {
    console.error(`✖ ${error.stack ?? error.message}`)
    process.exit(1)
  }
}
