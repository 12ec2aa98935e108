// Lighthouse 13 through its Node API against Debian's Chromium, plus the summaries the bench
// reports: the four category scores, the audits that cost points and the top performance findings.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
]

/**
 * Launches headless Chromium on the given debugging port; returns chrome-launcher's handle
 * (kill()).
 */
export function launchChromium(port) {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    port,
    logLevel: 'silent',
  })
}

/**
 * One Lighthouse run of a URL as a first-time visitor: a fresh Chromium (new profile) per run, as
 * Lighthouse's CLI does, because a browser that has seen the origin keeps state Lighthouse's
 * storage reset does not clear (client-hint preferences from Accept-CH / Critical-CH, sockets).
 * Mobile = the default config, desktop = Lighthouse's desktop config. `ports` hands out debugging
 * ports; `current.chrome` is the running browser, for the caller's cleanup. Returns the LHR.
 */
export async function runLighthouse(url, formFactor, ports, current = {}, attempts = 3) {
  const config = formFactor === 'desktop' ? desktopConfig : undefined
  for (let attempt = 1; ; attempt++) {
    let problem
    // A new port each time: a browser just killed may still hold the previous one.
    const port = ports()
    try {
      current.chrome = await launchChromium(port)
      const result = await lighthouse(
        url,
        { port, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES },
        config,
      )
      problem = !result?.lhr
        ? 'no result'
        : result.lhr.runtimeError &&
          `${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`
      if (!problem) return result.lhr
    } catch (error) {
      problem = error.message
    } finally {
      await current.chrome?.kill()
      current.chrome = null
    }
    // Trace-recording failures (NO_NAVSTART …) and slow browser starts happen on a busy machine.
    if (attempt >= attempts)
      throw new Error(`Lighthouse failed on ${url} ${attempts} times: ${problem}`)
    console.log(`› Lighthouse failed on ${url} (${problem}); retrying`)
  }
}

/** The four category scores of a report, 0–100 (NaN when a category could not be scored). */
export function scoresOf(lhr) {
  return Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id].score * 100),
    ]),
  )
}

/** Where an audit item points: the element (selector and HTML), the resource or the group. */
function itemLabel(item) {
  const node =
    item.node ??
    (item.source?.type === 'node' ? item.source : null) ??
    (item.type === 'node' ? item : null)
  // Layout-shift culprits list their causes (web font, unsized image …) as sub-items.
  const causes = (item.subItems?.items ?? [])
    .map((sub) => [sub.cause, sub.extra?.value ?? sub.extra?.selector].filter(Boolean).join(': '))
    .filter(Boolean)
  const because = causes.length ? ` ⟵ ${causes.join('; ').slice(0, 200)}` : ''
  if (node?.type === 'text') return `${node.value}${because}`
  if (node)
    return `${node.selector ?? ''} ${node.snippet ? `→ ${node.snippet.slice(0, 140)}` : ''}${because}`.trim()
  if (item.groupLabel) return `${item.groupLabel} ${Math.round(item.duration)} ms`
  const url = item.url ?? item.source?.url ?? item.sourceLocation?.url
  const text =
    item.description ?? item.label ?? (typeof item.value === 'string' ? item.value : undefined)
  if (url || text) return [url, text?.split('\n')[0]].filter(Boolean).join(' – ').slice(0, 200)
  return item.value?.type ?? item.type ?? 'item'
}

/**
 * An audit's detail rows; 'list' details (Lighthouse 13 insights) nest tables, other kinds have
 * none.
 */
function detailItems(audit) {
  const items = audit.details?.items
  if (!Array.isArray(items)) return []
  return items.flatMap((item) => (Array.isArray(item?.items) ? item.items : [item]))
}

/** Audits that cost points in a category: weight > 0 and a score below 1 (or an audit error). */
export function lossesOf(lhr, categoryId) {
  const category = lhr.categories[categoryId]
  if (!category) return []
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) =>
        audit && (audit.scoreDisplayMode === 'error' || (audit.score !== null && audit.score < 1)),
    )
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      error: audit.errorMessage,
      displayValue: audit.displayValue,
      items: detailItems(audit).slice(0, 4).map(itemLabel),
      more: Math.max(0, detailItems(audit).length - 4),
    }))
}

const savingsOf = (audit) =>
  Object.values(audit.metricSavings ?? {}).reduce((sum, value) => sum + (Number(value) || 0), 0)

/** The metric values and the performance audits with the largest estimated savings (top n). */
export function performanceFindings(lhr, top = 6) {
  const metrics = METRICS.map(
    (id) => `${lhr.audits[id]?.title ?? id} ${lhr.audits[id]?.displayValue ?? '–'}`,
  )
  const refs = lhr.categories.performance?.auditRefs ?? []
  const findings = refs
    .filter((ref) => ref.group !== 'metrics' && !METRICS.includes(ref.id))
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) =>
        audit &&
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== 'informative',
    )
    .sort((a, b) => savingsOf(b) - savingsOf(a) || a.score - b.score)
    .slice(0, top)
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      displayValue: audit.displayValue,
      savings: Object.entries(audit.metricSavings ?? {})
        .filter(([, value]) => value > 0)
        .map(
          ([metric, value]) =>
            `${metric} ${Math.round(value * (metric === 'CLS' ? 1000 : 1)) / (metric === 'CLS' ? 1000 : 1)}`,
        )
        .join(', '),
      items: detailItems(audit).slice(0, 3).map(itemLabel),
    }))
  return { metrics, findings }
}
