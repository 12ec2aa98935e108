export const SOCIAL_NETWORKS = [
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'xing', label: 'Xing' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'youtube', label: 'YouTube' },
] as const

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]['key']

/** Simple, self-drawn glyphs for the social networks (initials in a shape, no brand artwork). */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  const glyph: Record<SocialNetwork, string> = { linkedin: 'in', xing: 'X', facebook: 'f', instagram: 'IG', youtube: '▶' }
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <text x="12" y="16.5" textAnchor="middle" fontSize={network === 'instagram' ? 9 : 12} fontWeight="700" fill="currentColor" fontFamily="inherit">
        {glyph[network]}
      </text>
    </svg>
  )
}
