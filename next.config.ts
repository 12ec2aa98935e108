import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  // Every public URL ends with a slash; Payload 3.90 mirrors this for its admin and API calls.
  trailingSlash: true,
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  serverExternalPackages: ['sharp', 'libsql', '@libsql/client'],
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
