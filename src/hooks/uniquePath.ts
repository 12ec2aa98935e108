import { type PayloadRequest, ValidationError } from 'payload'

/** URL segments: lower-case letters, digits and single hyphens between them. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Collections whose documents have a public path of their own. */
export const ROUTED_COLLECTIONS = ['pages', 'blog-posts', 'seminars', 'topics', 'trainers'] as const
export type RoutedCollection = (typeof ROUTED_COLLECTIONS)[number]

/**
 * Throws a validation error on the slug when another document (of any routed collection, drafts
 * included) already has this path in this language, so two documents never share a URL.
 */
export async function assertUniquePath(args: {
  req: PayloadRequest
  collection: RoutedCollection
  path: string
  locale: string
  excludeId?: number | string
}): Promise<void> {
  const { req, collection, path, locale, excludeId } = args
  for (const other of ROUTED_COLLECTIONS) {
    const self = other === collection && excludeId !== undefined
    const clash = await req.payload.find({
      collection: other,
      where: {
        and: [{ path: { equals: path } }, ...(self ? [{ id: { not_equals: excludeId } }] : [])],
      },
      locale: locale as 'de' | 'en',
      depth: 0,
      limit: 1,
      pagination: false,
      draft: true,
      req,
      overrideAccess: true,
      select: { path: true },
    })
    if (clash.docs.length > 0) {
      throw new ValidationError({
        collection,
        errors: [{ path: 'slug', message: `${path} – ${req.t('error:valueMustBeUnique')}` }],
      })
    }
  }
}
