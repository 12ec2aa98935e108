import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { nextConfigHeaders, securityConfigFromEnv } from './src/features/security/headers'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  // NEXT_DIST_DIR lets a variant build live beside the shipped one (the bench's `.next-nonce`).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // CSP_NONCE=1 at build time bakes in the per-request nonce variant (docs/decisions/0009); unset,
  // nothing changes. Shared caches may keep a page 30 s (the layout's revalidate) and then serve it
  // stale while refetching, for a day at most (docs/decisions/0010-shared-cache-headers.md).
  env: { CSP_NONCE: process.env.CSP_NONCE === '1' ? '1' : '' },
  // …and adds the `*.nonce.tsx` route files: src/app/(site)/layout.nonce.tsx marks every page dynamic.
  ...(process.env.CSP_NONCE === '1'
    ? { pageExtensions: ['nonce.tsx', 'tsx', 'ts', 'jsx', 'js'] }
    : {}),
  expireTime: 24 * 60 * 60,
  // Every public URL ends with a slash; Payload 3.90 mirrors this for its admin and API calls.
  trailingSlash: true,
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  // @touch4it/ical-timezones reads its zone files beside itself at run time: bundled, it finds none.
  serverExternalPackages: ['sharp', 'libsql', '@libsql/client', '@touch4it/ical-timezones'],
  // Rendered pages and cached queries live in memory, not in .next/: a restart (after a seed,
  // a restored database, a new deployment) never serves content the database no longer has.
  // Several instances share a cache handler instead (docs/decisions/0003-render-cache.md): with
  // REDIS_URL set when `next start` reads this file, pages and data live in Redis, and no
  // per-instance memory copy could go stale after a publish on another instance (docs/DEPLOY.md).
  ...(process.env.REDIS_URL
    ? {
        cacheHandler: path.resolve(process.cwd(), 'src/lib/cache/redis-cache-handler.mjs'),
        cacheMaxMemorySize: 0,
      }
    : { cacheMaxMemorySize: 256 * 1024 * 1024 }),
  experimental: { isrFlushToDisk: false },
  // Security headers on every response, with a policy per kind of answer (site, admin, API, files).
  // Next bakes these in at build time; src/proxy.ts sets the page policy again from the running
  // server's environment (docs/decisions/0009-content-security-policy.md).
  headers: async () => nextConfigHeaders(securityConfigFromEnv()),
}

const withFrameworks = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * Payload asks every path for the colour-scheme client hint (Accept-CH, Critical-CH, Vary). Its
 * admin uses it; on the site, Critical-CH makes Chromium fetch every first page twice (about
 * 650 ms on Lighthouse's mobile profile) and Vary splits shared caches. So it stays on /admin.
 */
async function headersWithAdminClientHints() {
  const rules = (await withFrameworks.headers?.()) ?? []
  return rules.map((rule) =>
    rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH')
      ? { ...rule, source: '/admin/:path*' }
      : rule,
  )
}

export default { ...withFrameworks, headers: headersWithAdminClientHints } satisfies NextConfig
