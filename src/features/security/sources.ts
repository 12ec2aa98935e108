import { EXTENDABLE_DIRECTIVES, type ExtendableDirective } from './constants'

/**
 * The origin a configured script address loads from, or null when it is one of the site's own
 * paths (covered by 'self') or not a usable http(s) address. Placeholders such as the chat's
 * `{portalId}` only change the path, so they are filled with a dummy before parsing.
 */
export function originOf(address: string): string | null {
  const value = address.trim().replace(/\{[^}]*\}/g, '0')
  if (!value || value.startsWith('/')) return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null
  } catch {
    return null
  }
}

/**
 * The region part of a regional host name ('js-eu1.hs-scripts.com' → '-eu1'); '' for the global
 * one.
 */
export function regionSuffix(host: string, pattern: RegExp): string | null {
  const match = pattern.exec(host)
  return match ? (match[1] ?? '') : null
}

/**
 * A source an operator may add: a scheme and a host (optionally a port), nothing else. Keywords
 * ('unsafe-eval'), wildcards, bare schemes ('https:') and paths are refused, so the setting can
 * name another service but never loosen what the policy allows to run.
 */
export function isPlainOrigin(source: string): boolean {
  if (/[*'"\s;,]/.test(source)) return false
  try {
    const url = new URL(source)
    const scheme = ['https:', 'http:', 'wss:', 'ws:'].includes(url.protocol)
    return (
      scheme &&
      url.hostname.length > 0 &&
      !url.username &&
      !url.password &&
      `${url.protocol}//${url.host}` === source.replace(/\/$/, '')
    )
  } catch {
    return false
  }
}

export type ExtraSources = {
  sources: Partial<Record<ExtendableDirective, string[]>>
  rejected: string[]
}

/**
 * Parses CSP_EXTRA_SOURCES, e.g. `frame-src https://planer.example.de; connect-src
 * https://region1.google-analytics.com`: hosts the built-in list does not know (an editor's iframe,
 * a tag the tag manager adds). Whatever is not an allowed directive with plain origins ends up in
 * `rejected`.
 */
export function parseExtraSources(value: string): ExtraSources {
  const result: ExtraSources = { sources: {}, rejected: [] }
  for (const entry of value.split(';')) {
    const [name, ...tokens] = entry.trim().split(/\s+/).filter(Boolean)
    if (!name) continue
    if (!(EXTENDABLE_DIRECTIVES as readonly string[]).includes(name)) {
      result.rejected.push(entry.trim())
      continue
    }
    const directive = name as ExtendableDirective
    for (const token of tokens) {
      if (isPlainOrigin(token)) (result.sources[directive] ??= []).push(token.replace(/\/$/, ''))
      else result.rejected.push(`${directive} ${token}`)
    }
  }
  return result
}
