import type React from 'react'

/**
 * The site (app/(site)/[locale]) and Payload's admin (app/(payload)) each render their own
 * <html>; this top level only passes children through, as next-intl's examples do.
 */
export default function PassThroughLayout({ children }: { children: React.ReactNode }) {
  return children
}
