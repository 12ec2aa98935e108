/** Routes of the customer portal (see i18n/routing.ts). */
export type PortalPathname =
  | '/kundenportal'
  | '/kundenportal/seminare'
  | '/kundenportal/empfehlungen'
  | '/kundenportal/erfolge'
  | '/kundenportal/profil'

/** Sections of the customer portal, in navigation order. */
export type PortalSectionKey =
  'overview' | 'seminars' | 'recommendations' | 'achievements' | 'profile'

export const PORTAL_SECTIONS: { href: PortalPathname; key: PortalSectionKey }[] = [
  { href: '/kundenportal', key: 'overview' },
  { href: '/kundenportal/seminare', key: 'seminars' },
  { href: '/kundenportal/empfehlungen', key: 'recommendations' },
  { href: '/kundenportal/erfolge', key: 'achievements' },
  { href: '/kundenportal/profil', key: 'profile' },
]

/** Query parameter that carries the page to return to after login. */
export const RETURN_PARAM = 'return'
