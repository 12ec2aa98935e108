import { CODE_FRAGMENT_PARAM } from './constants'

/** The access code in a mailed link's fragment ('#code=…'); null when the fragment has none. */
export function codeFromFragment(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const code = params.get(CODE_FRAGMENT_PARAM)
  return code === null ? null : code.trim()
}
