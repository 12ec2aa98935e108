/**
 * A path's segments decoded for reading and for looking it up ('/%E2%82%AC/' → '/€/'); a segment
 * that does not decode stays as it is.
 */
export function readablePath(pathname: string): string {
  if (!pathname.includes('%')) return pathname
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })
    .join('/')
}
