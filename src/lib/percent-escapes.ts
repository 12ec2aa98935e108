/**
 * A request path whose segments all decode. A segment with an escape that is not UTF-8 ('%ff',
 * '%E0%A4%A') makes Next's route matching throw, which it answers with a bare 500; such a segment
 * is taken literally instead ('%' → '%25'), so the request finds no page and gets the usual 404.
 */
export function repairPercentEscapes(url: string): string {
  const end = url.search(/[?#]/)
  const path = end < 0 ? url : url.slice(0, end)
  if (!path.includes('%')) return url
  const repaired = path
    .split('/')
    .map((segment) => {
      if (!segment.includes('%')) return segment
      try {
        decodeURIComponent(segment)
        return segment
      } catch {
        return segment.replaceAll('%', '%25')
      }
    })
    .join('/')
  return repaired + url.slice(path.length)
}
