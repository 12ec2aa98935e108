/**
 * Logs a staff member in through Payload's REST API and returns the session token for
 * `Authorization: JWT …`. The token comes from the `payload-token` cookie: the login's JSON body
 * leaves it out (removeTokenFromResponses on users). Retries while the server is not listening yet.
 */
export async function staffToken(base, { email, password }, { attempts = 20 } = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(`${base}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: base },
        body: JSON.stringify({ email, password }),
      })
      if (!response.ok)
        throw new Error(
          `staff login at ${base} answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
        )
      const token = response.headers
        .getSetCookie()
        .map((cookie) => /^payload-token=([^;]+)/.exec(cookie)?.[1])
        .find(Boolean)
      if (!token) throw new Error(`staff login at ${base} set no payload-token cookie`)
      return token
    } catch (error) {
      const offline = error instanceof TypeError && /fetch failed/.test(error.message)
      if (!offline || attempt >= attempts) throw error
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
}
