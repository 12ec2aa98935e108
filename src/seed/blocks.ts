import type {
  AkkordeonBlock,
  BildBlock,
  BildTextBlock,
  CallbackBlock,
  KontaktformularBlock,
  NewsletterBlock,
  Page,
  RepAktuellesBlock,
  RepBlogBlock,
  SeminareBlock,
  SeminarfinderBlock,
  SeminarortTermineBlock,
  SeminarthemenBlock,
  SprungmarkeBlock,
  StandorteBlock,
  TextBlock,
  WhitepapersBlock,
} from '@/payload-types'

import type { RichText } from './richText'

/** Builders for the page blocks with the defaults editors get, so seed pages stay short. */
export type PageBlock = NonNullable<Page['blocks']>[number]
type Background = TextBlock['main_block_hintergrundfarbe']
type ColumnWidth = NonNullable<TextBlock['main_block_spalten_breite']>

export function text(
  body: RichText,
  options: {
    background?: Background
    width?: TextBlock['main_block_text_breite']
    second?: RichText
    columnWidth?: ColumnWidth
    showContact?: boolean
  } = {},
): TextBlock {
  return {
    blockType: 'text',
    main_block_cke: body,
    main_block_2cols: Boolean(options.second),
    ...(options.second ? { main_block_cke2: options.second } : {}),
    main_block_text_kontakt_anzeigen: Boolean(options.showContact),
    main_block_hintergrundfarbe: options.background ?? '1',
    main_block_text_breite: options.width ?? '8',
    main_block_spalten_breite: options.columnWidth ?? '50',
  }
}

export function bildText(
  title: string,
  image: number,
  body: RichText,
  options: {
    swap?: boolean
    background?: Background
    noBackground?: boolean
    columnWidth?: ColumnWidth
  } = {},
): BildTextBlock {
  return {
    blockType: 'bild_text',
    main_block_bild_text_titel: title,
    main_block_bild: image,
    main_block_cke: body,
    anordnung_tauschen: Boolean(options.swap),
    hintergrund_nicht_verwenden: Boolean(options.noBackground),
    main_block_hintergrundfarbe: options.background ?? '1',
    main_block_spalten_breite: options.columnWidth ?? '42',
  }
}

export function bild(
  title: string | null,
  images: { image: number; caption?: string }[],
  background: Background = '1',
): BildBlock {
  return {
    blockType: 'bild',
    main_block_bild_titel: title,
    main_block_bilder: images.map(({ image, caption }) => ({
      bild: image,
      description: caption ?? null,
    })),
    main_block_hintergrundfarbe: background,
  }
}

export function akkordeon(
  title: string | null,
  items: [question: string, answer: RichText][],
  background: Background = '1',
): AkkordeonBlock {
  return {
    blockType: 'akkordeon',
    main_block_akkordeon_titel: title,
    main_block_akkordeon: items.map(([frage, antwort]) => ({
      main_block_akkordeon_frage: frage,
      main_block_akkordeon_antwort: antwort,
    })),
    main_block_hintergrundfarbe: background,
  }
}

export function sprungmarke(target: string): SprungmarkeBlock {
  return { blockType: 'sprungmarke', main_block_sprungmarke_ziel: target }
}

/** All locations (or the chosen ones) as a carousel; an empty list means all. */
export function standorte(title: string | null, intro: string | null = null): StandorteBlock {
  return {
    blockType: 'standorte',
    main_block_standorte_titel: title,
    main_block_standorte_intro: intro,
    main_block_standorte: [],
  }
}

/** The latest news items; an empty list picks the newest at render time. */
export function aktuelles(title: string | null): RepAktuellesBlock {
  return { blockType: 'rep_aktuelles', main_block_aktuelles_titel: title, main_block_aktuelles: [] }
}

/** The blog overview with topic filter: every published article. */
export function blog(title: string | null, intro: string | null = null): RepBlogBlock {
  return { blockType: 'rep_blog', main_block_blog_titel: title, main_block_blog_intro: intro }
}

/** Seminar topics as vertical tabs or tiles; an empty list shows every topic. */
export function seminarthemen(
  title: string | null,
  type: SeminarthemenBlock['main_block_seminarthemen_type'],
  topics: number[] = [],
): SeminarthemenBlock {
  return {
    blockType: 'seminarthemen',
    main_block_seminarthemen_titel: title,
    main_block_seminarthemen_type: type,
    main_block_seminarthemen: topics,
  }
}

/** Cards of hand-picked seminars. */
export function seminare(
  title: string | null,
  seminars: number[],
  intro: string | null = null,
): SeminareBlock {
  return {
    blockType: 'seminare',
    main_block_seminare_titel: title,
    main_block_seminare_intro: intro,
    main_block_seminare: seminars,
  }
}

/** Upcoming dates at one place or of one topic; without a title the heading names the filter. */
export function termine(
  filter: { place: number } | { topic: number },
  title: string | null = null,
): SeminarortTermineBlock {
  return 'place' in filter
    ? {
        blockType: 'seminarort_termine',
        main_block_seminarort_termine_titel: title,
        main_block_termine_filter: 'ort',
        main_block_seminarort: filter.place,
        main_block_seminarthema: null,
      }
    : {
        blockType: 'seminarort_termine',
        main_block_seminarort_termine_titel: title,
        main_block_termine_filter: 'thema',
        main_block_seminarort: null,
        main_block_seminarthema: filter.topic,
      }
}

/** The seminar finder; `results` only on the finder page itself. */
export function seminarfinder(
  title: string | null,
  intro: string | null = null,
  results = false,
): SeminarfinderBlock {
  return {
    blockType: 'seminarfinder',
    main_block_seminarfinder_titel: title,
    main_block_seminarfinder_intro: intro,
    main_block_seminarfinder_ergebnisse: results,
  }
}

/** The newsletter sign-up with its text and picture. */
export function newsletterSignup(
  title: string | null,
  body: RichText,
  image: number | null = null,
): NewsletterBlock {
  return {
    blockType: 'newsletter',
    main_block_newsletter_titel: title,
    main_block_newsletter_text: body,
    main_block_newsletter_bild: image,
  }
}

/** Whitepaper cards; an empty list shows every published whitepaper. */
export function whitepapers(
  title: string | null,
  intro: string | null = null,
  ids: number[] = [],
): WhitepapersBlock {
  return {
    blockType: 'main_block_whitepapers',
    main_block_whitepapers_titel: title,
    main_block_whitepapers_intro: intro,
    main_block_whitepapers: ids,
  }
}

/** The contact form (long on the contact page, short elsewhere) with an optional picture. */
export function kontaktformular(
  title: string | null,
  intro: RichText | null = null,
  image: number | null = null,
): KontaktformularBlock {
  return {
    blockType: 'kontaktformular',
    main_block_kontakt_titel: title,
    main_block_kontakt_intro: intro,
    main_block_kontakt_bild: image,
  }
}

/** The callback request form with the contact person's picture and name. */
export function callback(
  title: string | null,
  intro: RichText | null,
  contact: { image: number; name: string } | null = null,
): CallbackBlock {
  return {
    blockType: 'callback',
    main_block_callback_titel: title,
    main_block_callback_intro: intro,
    main_block_callback_bild: contact?.image ?? null,
    main_block_callback_name: contact?.name ?? null,
  }
}
