#!/usr/bin/env node
// The shape of the hand-written source, as the carry-ability issue compares it with its anchors:
// characters per non-blank line and the share of lines over 100 characters, over src/ without
// the generated or data-only parts (migrations, seed content, payload-types.ts).
//   node bench/code-shape.mjs            src/
//   node bench/code-shape.mjs src tests  any folders
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const ROOT = new URL('..', import.meta.url).pathname
const SOURCE = /\.(ts|tsx|js|jsx|mjs|css)$/
const LEFT_OUT = [/^src\/migrations\//, /^src\/seed\//, /^src\/payload-types\.ts$/]

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else if (SOURCE.test(entry.name)) yield path
  }
}

export function measureShape(folders) {
  let lines = 0
  let characters = 0
  let long = 0
  let count = 0
  for (const folder of folders) {
    for (const path of files(join(ROOT, folder))) {
      if (LEFT_OUT.some((pattern) => pattern.test(relative(ROOT, path)))) continue
      count += 1
      for (const line of readFileSync(path, 'utf8').split('\n')) {
        if (!line.trim()) continue
        lines += 1
        characters += line.length
        if (line.length > 100) long += 1
      }
    }
  }
  return { files: count, lines, perLine: characters / lines, longShare: long / lines }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folders = process.argv.slice(2)
  const shape = measureShape(folders.length ? folders : ['src'])
  console.log(
    `${shape.files} files, ${shape.lines} non-blank lines: ` +
      `${shape.perLine.toFixed(1)} characters per line, ` +
      `${(shape.longShare * 100).toFixed(2)} % over 100 characters`,
  )
}
