#!/usr/bin/env node
// Item 7 of the carry-ability issue, as measured: of the repeated regions that
// bench/repeated-regions.sh counts, the pairs where neither side carries a comment (inside its
// line range or in the 3 lines above it) saying why it stays. The goal is 0 such pairs.
// Runs the workplace's `duplicates` over the same files (the tracked tree without migrations,
// seed data, payload-types.ts and the lock file), over every two of the GROUPS below at a time so
// that no row is cut by its 200-row cap, and keeps one row per pair of files. A run that stands
// in more than eight places is too common for `duplicates` to list over the whole tree, but may
// be listed over a part of it, so the total can differ a little from repeated-regions.sh.
//   node bench/repeated-regions-uncommented.mjs     totals, then the pairs without a comment
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const ROOT = new URL('..', import.meta.url).pathname
const LEFT_OUT = /^src\/migrations\/|^src\/seed\/|^src\/payload-types\.ts$|^package-lock\.json$/
// Groups of folders small enough that any two together stay under the 200-row cap; every pair
// of groups is run together, so pairs inside a group and across two groups are all listed.
const GROUPS = [
  [
    'src/features/booking/',
    'src/features/forms/',
    'src/features/portal/',
    'src/features/waiting-list/',
    'src/features/reviews/',
  ],
  ['src/features/'],
  ['src/blocks/'],
  ['src/'],
  ['tests/int/', 'tests/reliability/'],
  ['tests/e2e/'],
  ['tests/'],
  [''],
]
const MOST = 200
const ROW = /^D\d+ (\S+):(\d+)-(\d+) ~ (\S+):(\d+)-(\d+)/
// A comment line: // or /* or a * continuation, {/* in JSX, # in shell scripts.
const COMMENT = /^\s*(\/\/|\/\*|\*|\{\/\*|#(?!!))/
const LINES_ABOVE = 3

function trackedFiles() {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return listed.split('\n').filter((path) => path && !LEFT_OUT.test(path))
}

// A file belongs to the first group whose folder it sits in ('' takes the rest).
function groupOf(path) {
  return GROUPS.findIndex((prefixes) => prefixes.some((prefix) => path.startsWith(prefix)))
}

function pairsAmong(files) {
  const copy = mkdtempSync(join(tmpdir(), 'repeated-regions-'))
  try {
    execFileSync('tar', ['-cf', join(copy, '.files.tar'), '-T', '-'], {
      cwd: ROOT,
      input: files.join('\n'),
    })
    execFileSync('tar', ['-xf', '.files.tar'], { cwd: copy })
    rmSync(join(copy, '.files.tar'))
    const args = ['--most', `${MOST}`, '--seconds', '200']
    const output = execFileSync('duplicates', args, { cwd: copy, encoding: 'utf8' })
    if (/^\(\+\d+ more pairs\)/m.test(output)) {
      throw new Error(`more than ${MOST} pairs in one run: split GROUPS further`)
    }
    return output
      .split('\n')
      .filter((line) => ROW.test(line))
      .map((line) => {
        const [, a, aFrom, aTo, b, bFrom, bTo] = line.match(ROW)
        return [
          { path: a, from: Number(aFrom), to: Number(aTo) },
          { path: b, from: Number(bFrom), to: Number(bTo) },
        ]
      })
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

function hasComment(side) {
  const lines = readFileSync(join(ROOT, side.path), 'utf8').split('\n')
  const first = Math.max(1, side.from - LINES_ABOVE)
  return lines.slice(first - 1, side.to).some((line) => COMMENT.test(line))
}

const files = trackedFiles()
const byGroup = GROUPS.map((_, index) => files.filter((path) => groupOf(path) === index))
// One row per pair of files (duplicates names the longest run the two share).
const pairs = new Map()
for (let first = 0; first < GROUPS.length; first += 1) {
  for (let second = first + 1; second < GROUPS.length; second += 1) {
    for (const pair of pairsAmong([...byGroup[first], ...byGroup[second]])) {
      const key = pair.map((side) => `${side.path}:${side.from}-${side.to}`).join(' ~ ')
      pairs.set(
        pair
          .map((side) => side.path)
          .sort()
          .join(' ~ '),
        { key, pair },
      )
    }
  }
}

const uncommented = [...pairs.values()].filter(({ pair }) => !pair.some(hasComment))
console.log(`${pairs.size} pairs`)
console.log(`${pairs.size - uncommented.length} with a comment`)
console.log(`${uncommented.length} without a comment`)
for (const { key } of uncommented) console.log(`  ${key}`)
