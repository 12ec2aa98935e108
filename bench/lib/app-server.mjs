import { startNextServer, waitForServer } from '../../scripts/lib/server.mjs'

/**
 * `next start` of a build on a fresh site's seeded database (bench/lib/fresh-site.mjs), on `port`;
 * extraEnv may pick another build (NEXT_DIST_DIR). `stop()` ends it and waits for its exit.
 */
export async function startApp(site, port, extraEnv = {}) {
  const base = `http://localhost:${port}`
  const child = startNextServer({
    port,
    host: 'localhost',
    env: { ...site.env, SITE_URL: base, ...extraEnv },
    stdio: 'ignore',
  })
  const stop = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  try {
    await waitForServer(`${base}/`, 120_000)
  } catch {
    await stop()
    throw new Error(
      `next start (${extraEnv.NEXT_DIST_DIR ?? '.next'}) on ${base} gave no answer below 500 within 120 s (run it by hand to see its log)`,
    )
  }
  // A starting server builds its search index in the background (src/instrumentation.ts): let that
  // finish before anything is timed.
  await new Promise((resolve) =>
    setTimeout(resolve, Number(process.env.BENCH_SETTLE_SECONDS ?? 5) * 1000),
  )
  return { base, stop }
}
