// Node module hooks for tests/unit/scripts.tsx.test.ts. Loaded with `--import`, this file registers
// itself; in the hooks thread it names on stderr every module of node_modules that awaits a dynamic
// import at its top level, as lexical's build-picking wrappers do (scripts/lib/tsx.mjs).
import { register } from 'node:module'
import { isMainThread } from 'node:worker_threads'

if (isMainThread) register(import.meta.url)

// A statement at column 0, `await import(…)` or `const x = await (… import(…) …)`; a line of a
// template string in the same shape would count too, and none in the scripts' graph is.
const TOP_LEVEL_AWAIT_IMPORT =
  /^(?:(?:export )?(?:const|let|var) [^=\n]+= )?await\b[^;\n]*\bimport\(/m

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context)
  if (
    result.format === 'module' &&
    url.includes('/node_modules/') &&
    TOP_LEVEL_AWAIT_IMPORT.test(String(result.source))
  )
    process.stderr.write(`top-level await: ${url}\n`)
  return result
}
