import type {
  AkkordeonBlock,
  BildBlock,
  BildTextBlock,
  Page,
  RepAktuellesBlock,
  RepBlogBlock,
  SprungmarkeBlock,
  StandorteBlock,
  TextBlock,
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
  options: { swap?: boolean; background?: Background; noBackground?: boolean; columnWidth?: ColumnWidth } = {},
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

export function bild(title: string | null, images: { image: number; caption?: string }[], background: Background = '1'): BildBlock {
  return {
    blockType: 'bild',
    main_block_bild_titel: title,
    main_block_bilder: images.map(({ image, caption }) => ({ bild: image, description: caption ?? null })),
    main_block_hintergrundfarbe: background,
  }
}

export function akkordeon(title: string | null, items: [question: string, answer: RichText][], background: Background = '1'): AkkordeonBlock {
  return {
    blockType: 'akkordeon',
    main_block_akkordeon_titel: title,
    main_block_akkordeon: items.map(([frage, antwort]) => ({ main_block_akkordeon_frage: frage, main_block_akkordeon_antwort: antwort })),
    main_block_hintergrundfarbe: background,
  }
}

export function sprungmarke(target: string): SprungmarkeBlock {
  return { blockType: 'sprungmarke', main_block_sprungmarke_ziel: target }
}

/** All locations (or the chosen ones) as a carousel; an empty list means all. */
export function standorte(title: string | null, intro: string | null = null): StandorteBlock {
  return { blockType: 'standorte', main_block_standorte_titel: title, main_block_standorte_intro: intro, main_block_standorte: [] }
}

/** The latest news items; an empty list picks the newest at render time. */
export function aktuelles(title: string | null): RepAktuellesBlock {
  return { blockType: 'rep_aktuelles', main_block_aktuelles_titel: title, main_block_aktuelles: [] }
}

/** The blog overview with topic filter: every published article. */
export function blog(title: string | null, intro: string | null = null): RepBlogBlock {
  return { blockType: 'rep_blog', main_block_blog_titel: title, main_block_blog_intro: intro }
}
