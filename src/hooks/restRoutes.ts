import { NotFound, type Endpoint, type PayloadRequest, type SanitizedConfig } from 'payload'

const PREFERENCES = 'payload-preferences'

/**
 * DELETE /api/payload-preferences/:key: Payload's own handler deletes with a condition on the
 * polymorphic `user` field, which its SQLite query leaves unjoined (500 "no such column"). The
 * preference is found first, as Payload's find joins it, and then deleted by its id.
 */
const deletePreference: Endpoint = {
  path: '/:key',
  method: 'delete',
  handler: async (req: PayloadRequest) => {
    const { payload, user } = req
    if (!user)
      return Response.json({ errors: [{ message: req.t('error:unauthorized') }] }, { status: 401 })
    const key = String(req.routeParams?.key ?? '')
    const { docs } = await payload.find({
      collection: PREFERENCES,
      where: {
        and: [
          { key: { equals: key } },
          { 'user.value': { equals: user.id } },
          { 'user.relationTo': { equals: user.collection } },
        ],
      },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      req,
    })
    if (!docs[0]) throw new NotFound(req.t)
    const deleted = await payload.db.deleteOne({
      collection: PREFERENCES,
      where: { id: { equals: docs[0].id } },
      req,
    })
    return Response.json({ ...deleted, message: req.t('general:deletedSuccessfully') })
  },
}

/**
 * Mends Payload's REST routes where they answered 5xx to ordinary requests (on the built config,
 * Payload's own collections included):
 * - a collection or global without versions keeps no /versions routes, so /versions/ is an unknown
 *   id (404), not a query for versions that do not exist (500);
 * - a collection without REST routes (payload-migrations) answered every call 501 and named the
 *   server's own address; with an empty list it gets the 404 of any unknown route;
 * - deleting one's preference works (deletePreference).
 */
export function repairRestRoutes(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (collection.endpoints === false) {
      collection.endpoints = []
      continue
    }
    if (!collection.versions)
      collection.endpoints = collection.endpoints.filter(
        (endpoint) => !endpoint.path.startsWith('/versions'),
      )
    if (collection.slug === PREFERENCES)
      collection.endpoints = [
        deletePreference,
        ...collection.endpoints.filter((e) => !(e.method === 'delete' && e.path === '/:key')),
      ]
  }
  for (const global of config.globals)
    if (!global.versions && global.endpoints)
      global.endpoints = global.endpoints.filter((e) => !e.path.startsWith('/versions'))
  return config
}
