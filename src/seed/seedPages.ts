import type { Payload } from 'payload'

import type { Page } from '@/payload-types'

import type { CatalogueIds } from './content/catalogue'
import type { ImageIds } from './images'
import { PAGES, type PageSeed } from './pages'
import type { Locale, PageContent } from './pages/types'

const ctx = { disableRevalidate: true }

function childPath(parentPath: string, slug: string): string {
  return slug ? `${parentPath}${slug}/` : '/'
}

async function findByPath(payload: Payload, locale: Locale, path: string): Promise<Page | null> {
  const result = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    locale,
    fallbackLocale: false,
    draft: true,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return result.docs[0] ?? null
}

function localeData(seed: PageSeed, content: PageContent, images: ImageIds) {
  return {
    title: content.title,
    slug: content.slug,
    blocks: content.blocks,
    seo: {
      title: null,
      description: content.description ?? null,
      image: seed.shareImage ? images[seed.shareImage] : null,
    },
    _status: 'published' as const,
  }
}

/**
 * Creates every seed page that does not exist yet (matched by its German path) and adds the
 * English version where it is missing. Existing pages are left as editors left them.
 * Returns the page ids by seed key, for the globals' links.
 */
export async function seedPages(
  payload: Payload,
  images: ImageIds,
  catalogue: CatalogueIds,
  log: (line: string) => void,
): Promise<{ ids: Map<string, number>; created: number }> {
  const ids = new Map<string, number>()
  const paths = new Map<string, { de: string; en: string }>()
  let created = 0

  for (const factory of PAGES) {
    const seed = factory(images, catalogue)
    const parent = seed.parent ? paths.get(seed.parent) : undefined
    const parentId = seed.parent ? ids.get(seed.parent) : undefined
    if (seed.parent && (!parent || parentId === undefined))
      throw new Error(`Seed page ${seed.key}: parent ${seed.parent} must come first`)
    const path = {
      de: childPath(parent?.de ?? '/', seed.de.slug),
      en: childPath(parent?.en ?? '/', seed.en.slug),
    }

    let page = await findByPath(payload, 'de', path.de)
    if (!page) {
      page = await payload.create({
        collection: 'pages',
        locale: 'de',
        data: {
          ...localeData(seed, seed.de, images),
          parent: parentId ?? null,
          isNotFoundPage: Boolean(seed.isNotFoundPage),
        },
        overrideAccess: true,
        context: ctx,
      })
      created++
      log(`  page   ${path.de}`)
    }

    const english = await payload.findByID({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      fallbackLocale: false,
      draft: true,
      depth: 0,
      overrideAccess: true,
    })
    if (!english.path) {
      await payload.update({
        collection: 'pages',
        id: page.id,
        locale: 'en',
        data: localeData(seed, seed.en, images),
        overrideAccess: true,
        context: ctx,
      })
      log(`  page   /en${path.en}`)
    }

    ids.set(seed.key, page.id)
    paths.set(seed.key, { de: page.path ?? path.de, en: english.path ?? path.en })
  }
  return { ids, created }
}
