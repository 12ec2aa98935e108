import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * The tsx binary that runs the TypeScript scripts (scripts/*.ts, the reliability load, a bench
 * fixture).
 */
export const TSX = path.join(root, 'node_modules/.bin/tsx')

/**
 * Node flags every TypeScript script runs with; package.json's `npm run seed | migrate |
 * create-admin | retention` pass the same (tests/unit/scripts.tsx.test.ts holds the two together),
 * and so does deploy/systemd/seminar-site-migrate.service.
 *
 * Why: under Node's plain `node` condition, each lexical package (about 80 in the Payload config's
 * module graph) resolves to a wrapper that picks its build with a top-level `await import()`. With
 * that many loading at once through tsx's loader thread, Node 20 now and then leaves one of those
 * awaits pending for good: the process ends with exit 13 and prints nothing (8 of 120 starts of
 * create-admin here, six at a time on 2 cores; 0 of 120 with this flag). The `production` condition
 * resolves those packages straight to their production build, so no module a script loads awaits at
 * its top level.
 */
export const TSX_NODE_FLAGS = ['--conditions=production']

/** Arguments for `TSX` that run `script` (relative to the project root) with `args`. */
export function tsxArgs(script, args = []) {
  return [...TSX_NODE_FLAGS, script, ...args]
}
