import type { Payload } from 'payload'

import type { Page, User } from '@/payload-types'

import { noRevalidate } from '../helpers/payload'
import { richText } from '../helpers/rich-text'

type Locale = 'de' | 'en'

const blocks = [
  {
    blockType: 'text' as const,
    main_block_cke: richText('Hallo'),
    main_block_hintergrundfarbe: '1' as const,
    main_block_text_breite: '8' as const,
  },
]

// A logged-in editor: the page guards apply to people, not to trusted server code.
export { createStaff } from '../helpers/accounts'

/** Local API options of a save by that editor, as the admin makes it. */
export const asStaff = (staff: User) =>
  ({ user: staff, overrideAccess: false, context: noRevalidate }) as const

/** Creates a page in German (published unless `draft`), optionally with an English version. */
export async function createPage(
  payload: Payload,
  data: { title: string; slug?: string; parent?: number },
  options: { draft?: boolean; en?: { title: string; slug?: string } } = {},
): Promise<Page> {
  const status = options.draft ? 'draft' : 'published'
  const page = await payload.create({
    collection: 'pages',
    locale: 'de',
    data: { ...data, blocks, _status: status },
    draft: options.draft,
    context: noRevalidate,
  })
  if (!options.en) return page
  return payload.update({
    collection: 'pages',
    id: page.id,
    locale: 'en',
    data: { ...options.en, _status: status },
    draft: options.draft,
    context: noRevalidate,
  })
}

/** What visitors get: the page's live row in a language, without falling back to another one. */
export function livePage(payload: Payload, id: number, locale: Locale = 'de'): Promise<Page> {
  return payload.findByID({
    collection: 'pages',
    id,
    locale,
    fallbackLocale: false,
    draft: false,
    depth: 0,
    overrideAccess: true,
  })
}

/** What the editor sees: the latest version, a draft when there is one. */
export function latestPage(payload: Payload, id: number, locale: Locale = 'de'): Promise<Page> {
  return payload.findByID({
    collection: 'pages',
    id,
    locale,
    fallbackLocale: false,
    draft: true,
    depth: 0,
    overrideAccess: true,
  })
}

/** The messages of a refused save: the error's own and, for a validation error, each field's. */
export async function refusal(
  promise: Promise<unknown>,
): Promise<{ status?: number; messages: string[] }> {
  try {
    await promise
  } catch (error) {
    const { message, status, data } = error as {
      message: string
      status?: number
      data?: { errors?: { message: string }[] }
    }
    return { status, messages: [message, ...(data?.errors ?? []).map((field) => field.message)] }
  }
  throw new Error('expected the save to be refused')
}

/**
 * Sets a page's parent in the database itself, live row and versions, past every hook (how a loop
 * could get in).
 */
export async function writeParentPastHooks(
  payload: Payload,
  id: number,
  parent: number,
): Promise<void> {
  const db = payload.db as unknown as {
    drizzle: { run?: (q: unknown) => Promise<unknown>; execute?: (q: unknown) => Promise<unknown> }
  }
  const postgres = payload.db.name === 'postgres'
  const sql = postgres
    ? (await import('@payloadcms/db-postgres')).sql
    : (await import('@payloadcms/db-sqlite')).sql
  for (const statement of [
    sql`UPDATE pages SET parent_id = ${parent} WHERE id = ${id}`,
    sql`UPDATE _pages_v SET version_parent_id = ${parent} WHERE parent_id = ${id}`,
  ]) {
    await (postgres ? db.drizzle.execute!(statement) : db.drizzle.run!(statement))
  }
}
