import type { CorpusResult } from './corpus'
import { type LoadResult, percentile } from './load'
import type { MailCheck } from './mails'

/** One load phase's line in the summary. */
export type PhaseSummary = {
  phase: string
  requests: number
  attempts: number
  acknowledged: number
  stored: number
  unanswered: number
  busy: number
  p50: number
  p99: number
  perSecond: number
  mails: MailCheck
  drainSeconds: number
  restarts: number
}

export type RunSummary = {
  label: string
  phases: PhaseSummary[]
  corpus: CorpusResult | null
  integrity: string
  failures: string[]
  seconds: number
}

/** The figures of a phase for the table. */
export function phaseSummary(
  phase: string,
  load: LoadResult,
  stored: number,
  mails: MailCheck,
  drainMs: number,
  restarts: number,
): PhaseSummary {
  return {
    phase,
    requests: load.requests,
    attempts: load.attempts,
    acknowledged: load.acknowledged.length,
    stored,
    unanswered: load.unanswered.length,
    busy: load.busy,
    p50: percentile(load.latencies, 50),
    p99: percentile(load.latencies, 99),
    perSecond: load.acknowledged.length / load.seconds,
    mails,
    drainSeconds: drainMs / 1000,
    restarts,
  }
}

const n = (value: number) => value.toLocaleString('en-US')
const ms = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(0)} ms`)

/** Prints one Markdown table per database and its failures. */
export function printSummary(run: RunSummary): void {
  const rows: [string, ...string[]][] = [
    [
      'requests (attempts incl. retries)',
      ...run.phases.map((p) => `${n(p.requests)} (${n(p.attempts)})`),
    ],
    [
      'acknowledged (2xx) / per second',
      ...run.phases.map((p) => `${n(p.acknowledged)} / ${p.perSecond.toFixed(0)}`),
    ],
    ['acknowledged stored exactly once', ...run.phases.map((p) => n(p.stored))],
    ['busy (503)', ...run.phases.map((p) => n(p.busy))],
    ['unanswered (connection lost, retried)', ...run.phases.map((p) => n(p.unanswered))],
    ['latency p50 / p99 (2xx)', ...run.phases.map((p) => `${ms(p.p50)} / ${ms(p.p99)}`)],
    [
      'mails expected / delivered',
      ...run.phases.map((p) => `${n(p.mails.expected)} / ${n(p.mails.delivered)}`),
    ],
    [
      'mail duplicates (same Message-ID)',
      ...run.phases.map((p) => `${n(p.mails.duplicates)} (${n(p.mails.sameMessageId)})`),
    ],
    ['outbox drained after load', ...run.phases.map((p) => `${p.drainSeconds.toFixed(0)} s`)],
    ['server restarts after kill -9', ...run.phases.map((p) => String(p.restarts))],
  ]
  const header = [
    'measure',
    ...(run.phases.length ? run.phases.map((p) => `phase ${p.phase}`) : ['–']),
  ]
  const extra: [string, string][] = [
    ['database integrity', run.integrity],
    [
      'bad-input corpus over HTTP',
      run.corpus
        ? `${n(run.corpus.sent)} requests, ${run.corpus.problems.length ? `${run.corpus.problems.length} problem(s)` : 'all refused with 4xx + JSON error, nothing stored'} (${run.corpus.seconds.toFixed(0)} s)`
        : '–',
    ],
    ['total time', `${run.seconds.toFixed(0)} s`],
    ['result', run.failures.length ? `FAILED (${run.failures.length})` : 'passed'],
  ]
  const table = [
    header,
    ...rows,
    ...extra.map(([label, value]) => [
      label,
      value,
      ...Array(Math.max(0, header.length - 2)).fill(''),
    ]),
  ]
  const widths = header.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)))
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (cell ?? '').padEnd(widths[i])).join(' | ')} |`
  console.log(`\nReliability · ${run.label}\n`)
  console.log(line(header))
  console.log(line(widths.map((w) => '-'.repeat(w))))
  for (const row of table.slice(1)) console.log(line(row))
  for (const failure of run.failures) console.log(`✖ ${failure}`)
}
