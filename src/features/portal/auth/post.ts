/** How an auth endpoint answered, as the forms need to know it. */
export type AuthOutcome =
  | { kind: 'ok' }
  | { kind: 'invalid'; errors: Record<string, string>; code?: string }
  | { kind: 'refused'; code?: string }
  | { kind: 'rateLimited' }
  | { kind: 'failed' }

type Body = { status?: string; code?: string; errors?: Record<string, string> } | null

/** Reads an endpoint's status and body. */
export function authOutcome(status: number, body: Body): AuthOutcome {
  if (status === 200 && body?.status === 'ok') return { kind: 'ok' }
  if (status === 429) return { kind: 'rateLimited' }
  if (status === 400) return { kind: 'invalid', errors: body?.errors ?? {}, code: body?.code }
  if (status === 401) return { kind: 'refused', code: body?.code }
  return { kind: 'failed' }
}

/** Posts JSON to one of our auth endpoints; a network failure reads as 'failed'. */
export async function postAuth(url: string, body: unknown): Promise<AuthOutcome> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    })
    return authOutcome(response.status, (await response.json().catch(() => null)) as Body)
  } catch (error) {
    console.error(`Sending to ${url} failed`, error)
    return { kind: 'failed' }
  }
}
