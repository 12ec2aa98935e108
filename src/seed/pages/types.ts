import type { PageBlock } from '../blocks'
import type { CatalogueIds } from '../content/catalogue/types'
import type { ImageIds, ImageKey } from '../images'

export type Locale = 'de' | 'en'

/** One language version of a page: its own title, URL segment, SEO text and block list. */
export type PageContent = {
  title: string
  slug: string
  description?: string
  blocks: PageBlock[]
}

/** A page of the demo site in both languages; `parent` names the key of another seed page. */
export type PageSeed = {
  key: string
  parent?: string
  isNotFoundPage?: boolean
  shareImage?: ImageKey
  de: PageContent
  en: PageContent
}

/** Builds a page from the ids of the seeded images and catalogue (topics, seminars, locations, whitepapers). */
export type PageFactory = (images: ImageIds, catalogue: CatalogueIds) => PageSeed

/** Public URLs used in rich-text links, so that both languages link to the right paths. */
export const URLS = {
  de: {
    home: '/',
    seminars: '/seminare/',
    finder: '/seminare/seminarfinder/',
    booking: '/seminare/anmeldung/',
    inhouse: '/inhouse-seminare/',
    programmes: '/entwicklungsprogramme/',
    assistant: '/entwicklungsprogramme/assistent/',
    bookmarks: '/merkzettel/',
    cart: '/warenkorb/',
    search: '/suche/',
    contact: '/kontakt/',
    newsletter: '/kontakt/newsletter/',
    about: '/ueber-uns/',
    blog: '/blog/',
    showcase: '/bausteine/',
    knowledge: '/knowledge-center/',
    imprint: '/impressum/',
    privacy: '/datenschutzerklaerung/',
    terms: '/teilnahmebedingungen/',
  },
  en: {
    home: '/en/',
    seminars: '/en/seminars/',
    finder: '/en/seminars/find-your-seminar/',
    booking: '/en/seminars/book-your-seminar/',
    inhouse: '/en/inhouse-seminars/',
    programmes: '/en/development-programmes/',
    assistant: '/en/development-programmes/assistent/',
    bookmarks: '/en/bookmarks/',
    cart: '/en/cart/',
    search: '/en/search/',
    contact: '/en/contact-us/',
    newsletter: '/en/contact-us/newsletter/',
    about: '/en/about-us/',
    blog: '/en/blog/',
    showcase: '/en/blocks/',
    knowledge: '/en/knowledge-center/',
    imprint: '/en/imprint/',
    privacy: '/en/privacy-statement/',
    terms: '/en/terms-of-participation/',
  },
} as const

export const CONTACT = {
  organisation: 'Institut für Führung Münster',
  street: 'Hafenweg 12',
  postcode: '48155',
  city: 'Münster',
  phone: '+49 251 123 456 0',
  phoneHref: 'tel:+492511234560',
  email: 'info@ifm-muenster.example',
  privacyEmail: 'datenschutz@ifm-muenster.example',
} as const
