import type { SiteSetting } from '@/payload-types'

import { SOCIAL_NETWORKS } from './social'

type Props = {
  /** The site settings' social links; the networks without one are left out. */
  links: SiteSetting['social']
  label?: string
  className: string
  linkClassName: string
}

/** The institute's social network links (opening in a new tab); nothing when none is set. */
export function SocialLinks({ links, label, className, linkClassName }: Props) {
  const social = SOCIAL_NETWORKS.filter((network) => links?.[network.key])
  if (social.length === 0) return null
  return (
    <ul aria-label={label} className={className}>
      {social.map((network) => (
        <li key={network.key}>
          <a
            href={links?.[network.key] ?? '#'}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClassName}
          >
            {network.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
