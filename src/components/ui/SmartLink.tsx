import NextLink from 'next/link'
import type React from 'react'

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string
  newTab?: boolean
}

/** Site paths navigate client-side through next/link; everything else is a plain anchor. */
export function SmartLink({ href, newTab, children, ...rest }: Props) {
  const target = newTab ? '_blank' : undefined
  const rel = newTab ? 'noopener noreferrer' : undefined
  if (href.startsWith('/') && !href.startsWith('//') && !newTab) {
    return (
      <NextLink href={href} {...rest}>
        {children}
      </NextLink>
    )
  }
  return (
    <a href={href} target={target} rel={rel} {...rest}>
      {children}
    </a>
  )
}
