/** Which error screen a status code gets (SPEC §2 "Error screens"): 404, 500, anything else. */
export type ErrorKind = 'notFound' | 'server' | 'unknown'

export function errorKind(status: number): ErrorKind {
  if (status === 404) return 'notFound'
  if (status === 500) return 'server'
  return 'unknown'
}
