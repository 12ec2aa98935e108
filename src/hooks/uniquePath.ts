import { type PayloadRequest, ValidationError } from 'payload'

/** URL segments: lower-case letters, digits and single hyphens between them. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Throws a validation error on the slug when another document of the collection already has
 * this path in this language (drafts included), so two documents never share a URL.
 */
export async function assertUniquePath(args: {
  req: PayloadRequest
  collection: 'pages' | 'blog-posts'
  path: string
  locale: string
  excludeId?: number | string
}): Promise<void> {
  const { req, collection, path, locale, excludeId } = args
  const clash = await req.payload.find({
    collection,
    where: { and: [{ path: { equals: path } }, ...(excludeId !== undefined ? [{ id: { not_equals: excludeId } }] : [])] },
    locale: locale as 'de' | 'en',
    depth: 0,
    limit: 1,
    pagination: false,
    draft: true,
    req,
    overrideAccess: true,
  })
  if (clash.docs.length > 0) {
    throw new ValidationError({ collection, errors: [{ path: 'slug', message: `${path} – ${req.t('error:valueMustBeUnique')}` }] })
  }
}
