/** Which error screen a status code gets: 404, 500, anything else (docs/behaviour/errors.md). */
export type ErrorKind = 'notFound' | 'server' | 'unknown'

export function errorKind(status: number): ErrorKind {
  if (status === 404) return 'notFound'
  if (status === 500) return 'server'
  return 'unknown'
}
