import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The repository explains itself: a comment that rests on a business rule states it or points to
 * docs/behaviour/ (README.md there says how to cite). No comment may lean on the outside document
 * the code was first written against, and every pointer into docs/behaviour/ must lead somewhere.
 */

const root = path.resolve(import.meta.dirname, '../..')
const behaviourDir = path.join(root, 'docs', 'behaviour')

/** Where code, tests, scripts and the bench live. */
const SOURCE_DIRS = ['src', 'tests', 'scripts', 'bench']
/** Text files worth reading; images, fonts, PDFs and the like are skipped. */
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|json|md|mdx|css|html|sh|ya?ml|txt|conf|service)$/

/** The old citation: the outside document's name in capitals, then a section sign. */
const OUTSIDE_CITATION = /\bS[P]EC\s*§/

/** A pointer into docs/behaviour/, with an optional heading anchor. */
const BEHAVIOUR_POINTER = /docs\/behaviour\/([\w-]+\.md)(?:#([\p{L}\p{N}_-]+))?/gu

type SourceFile = { file: string; lines: string[] }

/**
 * Every text file under the directories, relative to the root; node_modules and dot folders
 * skipped.
 */
function textFiles(dirs: string[]): SourceFile[] {
  const files: SourceFile[] = []
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
      const child = path.posix.join(relative, entry.name)
      if (entry.isDirectory()) walk(child)
      else if (entry.isFile() && TEXT_FILE.test(entry.name))
        files.push({ file: child, lines: readFileSync(path.join(root, child), 'utf8').split('\n') })
    }
  }
  for (const dir of dirs) if (existsSync(path.join(root, dir))) walk(dir)
  return files
}

/**
 * A heading's anchor as GitHub writes it: lower case, punctuation but - and _ dropped, spaces → -.
 */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-')
}

/** The anchors of a Markdown file's headings (code blocks skipped). */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>()
  let inCode = false
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inCode = !inCode
    const heading = !inCode && /^#{1,6}\s+(.*)$/.exec(line)
    if (heading) anchors.add(headingAnchor(heading[1]))
  }
  return anchors
}

const anchorCache = new Map<string, Set<string>>()
function anchorsOfFile(name: string): Set<string> {
  let anchors = anchorCache.get(name)
  if (!anchors) {
    anchors = anchorsOf(readFileSync(path.join(behaviourDir, name), 'utf8'))
    anchorCache.set(name, anchors)
  }
  return anchors
}

const sources = textFiles(SOURCE_DIRS)

describe('the repository explains itself (docs/behaviour/)', () => {
  it('has the behaviour documents that comments point to', () => {
    const names = ['README.md', 'screens.md', 'entities.md', 'states.md', 'validation.md']
    names.push('roles.md', 'http-calls.md', 'errors.md', 'limits.md')
    for (const name of names) expect(existsSync(path.join(behaviourDir, name)), name).toBe(true)
  })

  it('finds no source file that cites the outside document by section', () => {
    expect(sources.length).toBeGreaterThan(100)
    const citing = sources.flatMap(({ file, lines }) =>
      lines.flatMap((line, i) => (OUTSIDE_CITATION.test(line) ? [`${file}:${i + 1}`] : [])),
    )
    expect(citing, 'state the rule in the comment or point to docs/behaviour/<file>.md').toEqual([])
  })

  it('points only to docs/behaviour/ files and headings that exist', () => {
    const broken: string[] = []
    for (const { file, lines } of sources)
      lines.forEach((line, i) => {
        for (const [pointer, name, anchor] of line.matchAll(BEHAVIOUR_POINTER)) {
          const exists = existsSync(path.join(behaviourDir, name))
          if (!exists || (anchor && !anchorsOfFile(name).has(anchor)))
            broken.push(`${file}:${i + 1} ${pointer}`)
        }
      })
    expect(broken).toEqual([])
  })

  it('links its own documents only to files and headings that exist', () => {
    const broken: string[] = []
    for (const name of readdirSync(behaviourDir).filter((entry) => entry.endsWith('.md'))) {
      const markdown = readFileSync(path.join(behaviourDir, name), 'utf8')
      for (const [, target] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target)) continue
        const [file, anchor] = target.split('#')
        const resolved = path.resolve(behaviourDir, file || name)
        if (!existsSync(resolved)) broken.push(`${name}: ${target}`)
        else if (anchor && resolved.startsWith(behaviourDir + path.sep))
          if (!anchorsOfFile(path.basename(resolved)).has(anchor)) broken.push(`${name}: ${target}`)
      }
    }
    expect(broken).toEqual([])
  })

  it('writes heading anchors the way GitHub does', () => {
    expect(headingAnchor('Callback date picker')).toBe('callback-date-picker')
    expect(headingAnchor('cookies (consent)')).toBe('cookies-consent')
    expect(headingAnchor('bild and bild_text')).toBe('bild-and-bild_text')
    expect(headingAnchor('Missing images, icons, carousels and suggestions')).toBe(
      'missing-images-icons-carousels-and-suggestions',
    )
  })
})
