// The Lighthouse bench's findings, printed before its table rows: for every page and form factor
// the audits that cost accessibility / best-practices / SEO points (in any run) and the top
// performance findings of the median run, so the lead knows what to fix.

const LABEL = { accessibility: 'a11y', 'best-practices': 'bp', seo: 'seo' }

/** Every failing audit of a category across runs, once, with how many runs it failed in. */
function unionOfLosses(runs, categoryId) {
  const byId = new Map()
  for (const run of runs) {
    for (const loss of run.losses[categoryId] ?? []) {
      const seen = byId.get(loss.id)
      byId.set(loss.id, seen ? { ...seen, count: seen.count + 1 } : { ...loss, count: 1 })
    }
  }
  return [...byId.values()]
}

/**
 * Prints the findings of every summarised subject ({ formFactor, label, scores, runs, medianRun }).
 */
export function printFindings(summaries) {
  console.log('\nLighthouse findings (first-time visitor: consent banner showing)')
  const warnings = new Set()
  for (const { formFactor, label, runs, medianRun } of summaries) {
    const perfRuns = runs.map((run) => run.scores.performance).join(', ')
    console.log(`\n── ${formFactor} · ${label} · perf runs: ${perfRuns}`)
    console.log(`   metrics (median run): ${medianRun.performance.metrics.join(' · ')}`)
    for (const categoryId of Object.keys(LABEL)) {
      for (const loss of unionOfLosses(runs, categoryId)) {
        const score = loss.error ? `error: ${loss.error}` : `score ${loss.score}`
        console.log(
          `   ${LABEL[categoryId]} ✗ ${loss.id} (${score}, ${loss.count}/${runs.length} runs)${loss.displayValue ? ` ${loss.displayValue}` : ''}: ${loss.title}`,
        )
        for (const item of loss.items) console.log(`       · ${item}`)
        if (loss.more) console.log(`       · … ${loss.more} more`)
      }
    }
    for (const finding of medianRun.performance.findings) {
      const extra = [finding.displayValue, finding.savings && `savings ${finding.savings}`]
        .filter(Boolean)
        .join(' · ')
      console.log(`   perf ↓ ${finding.id}${extra ? ` (${extra})` : ''}: ${finding.title}`)
      for (const item of finding.items) console.log(`       · ${item}`)
    }
    for (const run of runs) for (const warning of run.warnings) warnings.add(warning)
  }
  for (const warning of warnings) console.log(`\n⚠ Lighthouse: ${warning}`)
}
