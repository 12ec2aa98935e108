/**
 * True for an address a frame may load: a page of this site ('/embeds/…') or an absolute https://
 * address with a host name, without credentials or whitespace (never http:, javascript: or data:).
 */
export function isEmbeddableUrl(value: string): boolean {
  const v = value.trim()
  if (!v || /\s/.test(v)) return false
  if (v.startsWith('/')) return !v.startsWith('//') && !v.includes('\\')
  try {
    const url = new URL(v)
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password
  } catch {
    return false
  }
}

const HTTPS_ONLY =
  'Bitte eine vollständige https://-Adresse oder einen Pfad dieser Website (/…) angeben. / Use a complete https:// address or a path of this site (/…).'
const REQUIRED = 'Bitte eine Adresse angeben. / Please give an address.'

/**
 * Payload validate for addresses that frames and e-paper links load. A custom validate replaces
 * Payload's own text check, so it also enforces the field's `required` and `maxLength`.
 */
export function validateEmbeddableUrl(
  value: unknown,
  options: { required?: boolean | null; maxLength?: number | null } = {},
): true | string {
  if (value === null || value === undefined || value === '')
    return options.required ? REQUIRED : true
  if (typeof value !== 'string' || !isEmbeddableUrl(value)) return HTTPS_ONLY
  if (options.maxLength && value.length > options.maxLength) {
    return `Höchstens ${options.maxLength} Zeichen. / At most ${options.maxLength} characters.`
  }
  return true
}
