import type { Payload } from 'payload'

import { DEFAULT_CANCELLATION_DAYS } from '@/features/portal/cancellation/rules'
import { DEFAULT_NOTICE_INTERVAL_DAYS } from '@/features/visitor-modals/constants'
import type { Footer, Navigation, SiteSetting } from '@/payload-types'

import type { Locale } from './pages/types'
import { CONTACT, URLS } from './pages/types'

type PageIds = Map<string, number>
type Link = { label: string; page?: number | null; url?: string | null; newTab?: boolean }
type NavItems = NonNullable<Navigation['items']>
type FooterData = Pick<Footer, 'columns' | 'legalLinks' | 'claim'>

const ctx = { disableRevalidate: true }

/** A link to a seed page by key; falls back to the URL if the page is missing. */
function pageLink(ids: PageIds, key: string, label: string, fallbackUrl: string): Link {
  const id = ids.get(key)
  return id ? { label, page: id, url: null } : { label, url: fallbackUrl }
}

function navigation(ids: PageIds, locale: Locale): NavItems {
  const u = URLS[locale]
  const t = <T>(de: T, en: T): T => (locale === 'de' ? de : en)
  return [
    {
      ...pageLink(ids, 'seminars', t('Seminare', 'Seminars'), u.seminars),
      children: [
        pageLink(ids, 'finder', t('Seminarfinder', 'Seminar finder'), u.finder),
        pageLink(ids, 'inhouse', t('Inhouse-Seminare', 'In-house seminars'), u.inhouse),
        pageLink(
          ids,
          'programmes',
          t('Entwicklungsprogramme', 'Development programmes'),
          u.programmes,
        ),
      ],
    },
    { ...pageLink(ids, 'inhouse', t('Inhouse', 'In-house'), u.inhouse), children: [] },
    {
      ...pageLink(
        ids,
        'programmes',
        t('Entwicklungsprogramme', 'Development programmes'),
        u.programmes,
      ),
      children: [],
    },
    { ...pageLink(ids, 'about', t('Über uns', 'About us'), u.about), children: [] },
    {
      ...pageLink(ids, 'contact', t('Kontakt', 'Contact'), u.contact),
      children: [pageLink(ids, 'newsletter', 'Newsletter', u.newsletter)],
    },
  ]
}

function footer(ids: PageIds, locale: Locale): FooterData {
  const u = URLS[locale]
  const t = <T>(de: T, en: T): T => (locale === 'de' ? de : en)
  return {
    columns: [
      {
        title: t('Seminare', 'Seminars'),
        links: [
          pageLink(ids, 'seminars', t('Alle Seminare', 'All seminars'), u.seminars),
          pageLink(ids, 'finder', t('Seminarfinder', 'Seminar finder'), u.finder),
          pageLink(ids, 'booking', t('Seminar buchen', 'Book your seminar'), u.booking),
          pageLink(ids, 'bookmarks', t('Merkzettel', 'Bookmarks'), u.bookmarks),
        ],
      },
      {
        title: t('Institut', 'Institute'),
        links: [
          pageLink(ids, 'about', t('Über uns', 'About us'), u.about),
          pageLink(ids, 'inhouse', t('Inhouse-Seminare', 'In-house seminars'), u.inhouse),
          pageLink(
            ids,
            'programmes',
            t('Entwicklungsprogramme', 'Development programmes'),
            u.programmes,
          ),
          pageLink(ids, 'blog', 'Blog', u.blog),
          pageLink(ids, 'knowledge', t('Knowledge Center', 'Knowledge center'), u.knowledge),
        ],
      },
      {
        title: 'Service',
        links: [
          pageLink(ids, 'contact', t('Kontakt', 'Contact'), u.contact),
          pageLink(
            ids,
            'newsletter',
            t('Newsletter abonnieren', 'Subscribe to the newsletter'),
            u.newsletter,
          ),
          { label: t('Warenkorb', 'Cart'), url: u.cart },
          { label: t('Suche', 'Search'), url: u.search },
          pageLink(ids, 'showcase', t('Bausteine', 'Building blocks'), u.showcase),
        ],
      },
    ],
    legalLinks: [
      pageLink(ids, 'imprint', t('Impressum', 'Imprint'), u.imprint),
      pageLink(ids, 'privacy', t('Datenschutz', 'Privacy'), u.privacy),
      pageLink(ids, 'terms', t('Teilnahmebedingungen', 'Terms of participation'), u.terms),
    ],
    claim: t(
      'Seminare, Inhouse-Trainings und Entwicklungsprogramme für Führungskräfte – praxisnah und persönlich, seit 1998 aus Münster.',
      'Seminars, in-house training and development programmes for leaders – practical and personal, from Münster since 1998.',
    ),
  }
}

function siteSettings(locale: Locale): Omit<SiteSetting, 'id' | 'updatedAt' | 'createdAt'> {
  return {
    organisation: CONTACT.organisation,
    address: {
      addition: null,
      street: CONTACT.street,
      postcode: CONTACT.postcode,
      city: CONTACT.city,
      country: locale === 'de' ? 'Deutschland' : 'Germany',
    },
    phone: CONTACT.phone,
    email: CONTACT.email,
    social: {
      linkedin: 'https://www.linkedin.com/company/example-ifm',
      xing: 'https://www.xing.com/pages/example-ifm',
      facebook: 'https://www.facebook.com/example-ifm',
      instagram: 'https://www.instagram.com/example_ifm',
      youtube: 'https://www.youtube.com/@example-ifm',
    },
    onlineNote:
      locale === 'de'
        ? 'Live im virtuellen Seminarraum (Microsoft Teams, im Browser ohne Installation). Den Link und die Unterlagen senden wir eine Woche vorher; eine Kamera und ein Headset genügen.'
        : 'Live in the virtual seminar room (Microsoft Teams, in the browser without installing anything). We send the link and the materials a week ahead; a camera and a headset are all you need.',
    showKundenportal: true,
    noticeIntervalDays: DEFAULT_NOTICE_INTERVAL_DAYS,
    cancellationDays: DEFAULT_CANCELLATION_DAYS,
    ...visitorNotices(locale),
  }
}

/**
 * The two behaviour notices (docs/behaviour/states.md#visitor-notices): annual programme on exit,
 * magazine at 40 %.
 */
function visitorNotices(locale: Locale): Pick<SiteSetting, 'jahresprogrammModal' | 'magazinModal'> {
  const u = URLS[locale]
  const t = <T>(de: T, en: T): T => (locale === 'de' ? de : en)
  return {
    // The annual programme is the complete list of open seminar dates: the notice links to it,
    // the seminar finder without filters, and says so.
    jahresprogrammModal: {
      enabled: true,
      title: t('Bevor Sie gehen: unser Jahresprogramm', 'Before you go: our annual programme'),
      text: t(
        'Alle offenen Seminare mit ihren Terminen auf einen Blick – im Seminarfinder, nach Thema, Ort und Monat zu filtern. Vom ersten Führungsjahr bis zur Leitung großer Bereiche.',
        'All open seminars with their dates at a glance – in the seminar finder, to filter by topic, place and month. From the first year as a leader to running large divisions.',
      ),
      image: null,
      link: u.finder,
      linkText: t('Zum Jahresprogramm', 'See the annual programme'),
    },
    magazinModal: {
      enabled: true,
      title: t('Lust auf mehr? Unser Magazin', 'Enjoying this? Read our magazine'),
      text: t(
        'In unserem Magazin schreiben Trainerinnen und Trainer über Führung im Alltag: Gespräche, die gelingen, Teams im Wandel und kleine Werkzeuge für die nächste Woche.',
        'In our magazine, our trainers write about leadership in everyday work: conversations that succeed, teams in change and small tools for the week ahead.',
      ),
      image: null,
      link: u.blog,
      linkText: t('Zum Magazin', 'Go to the magazine'),
    },
  }
}

/**
 * Fills the three globals. Without `force` a global is only written while it is still empty,
 * so that an editor's changes survive a second run.
 */
export async function seedGlobals(
  payload: Payload,
  ids: PageIds,
  force: boolean,
  log: (line: string) => void,
): Promise<boolean> {
  let changed = false
  const read = <S extends 'site-settings' | 'navigation' | 'footer'>(slug: S) =>
    payload.findGlobal({
      slug,
      locale: 'de',
      fallbackLocale: false,
      depth: 0,
      overrideAccess: true,
    })

  const settings = await read('site-settings')
  if (force || !settings.organisation) {
    for (const locale of ['de', 'en'] as const) {
      await payload.updateGlobal({
        slug: 'site-settings',
        locale,
        data: siteSettings(locale),
        overrideAccess: true,
        context: ctx,
      })
    }
    log('  global site-settings')
    changed = true
  }

  const nav = await read('navigation')
  if (force || !nav.items?.length) {
    for (const locale of ['de', 'en'] as const) {
      await payload.updateGlobal({
        slug: 'navigation',
        locale,
        data: { items: navigation(ids, locale) },
        overrideAccess: true,
        context: ctx,
      })
    }
    log('  global navigation')
    changed = true
  }

  const foot = await read('footer')
  if (force || !foot.columns?.length) {
    for (const locale of ['de', 'en'] as const) {
      await payload.updateGlobal({
        slug: 'footer',
        locale,
        data: footer(ids, locale),
        overrideAccess: true,
        context: ctx,
      })
    }
    log('  global footer')
    changed = true
  }
  return changed
}

/** Empties the localized lists of navigation and footer in both languages (for --reset). */
export async function clearGlobals(payload: Payload): Promise<void> {
  for (const locale of ['de', 'en'] as const) {
    await payload.updateGlobal({
      slug: 'navigation',
      locale,
      data: { items: [] },
      overrideAccess: true,
      context: ctx,
    })
    await payload.updateGlobal({
      slug: 'footer',
      locale,
      data: { columns: [], legalLinks: [], claim: null },
      overrideAccess: true,
      context: ctx,
    })
  }
}
