'use client'

import { usePathname } from 'next/navigation'

import { NotFoundPath } from './NotFoundPath'

/** The path the visitor asked for, as they typed it, read from the browser's address. */
export function CurrentPath() {
  return <NotFoundPath pathname={usePathname()} />
}
