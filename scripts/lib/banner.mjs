import { readFileSync } from 'node:fs'

import { root } from './build.mjs'

/**
 * What `npm start` and `npm run serve` print once the site answers. The demo logins only when this
 * start has just seeded them (`seed.seeded`): on any other database they are not the site's logins,
 * or must not be, so only the admin URL is shown. Without SITE_URL the addresses are those the app
 * itself takes for its own (http://localhost:PORT), whatever HOST it listens on.
 * @param {{ port: number, startedAt: number, seed?: { seeded: boolean, demoContent?: boolean,
 * staffUsers?: number | null } | null }} options
 */
export function readyBanner({ port, startedAt, seed = null }) {
  const site = (process.env.SITE_URL || `http://localhost:${port}`).replace(/\/+$/, '')
  const lines = [
    `✔ Ready after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
    `  Site:   ${site}/   (English: ${site}/en/)`,
  ]
  if (seed?.seeded) {
    const { admin, customer } = JSON.parse(
      readFileSync(`${root}/src/seed/credentials.json`, 'utf8'),
    )
    lines.push(
      `  Admin:  ${site}/admin/   login ${admin.email} / ${admin.password}  (demo staff account)`,
    )
    lines.push(
      `  Portal: ${site}/login/   login ${customer.email} / ${customer.password}  (demo customer)`,
    )
  } else {
    lines.push(`  Admin:  ${site}/admin/`)
    if (seed?.staffUsers === 0)
      lines.push(
        '  No staff account yet: create one with npm run create-admin -- --email <address> (until then /admin/ lets whoever reaches it first create one)',
      )
  }
  return `\n${lines.join('\n')}\n`
}
