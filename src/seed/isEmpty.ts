import type { Payload } from 'payload'

/** True on a fresh database: no pages and no staff users yet. */
export async function databaseIsEmpty(payload: Payload): Promise<boolean> {
  const [pages, users] = await Promise.all([
    payload.count({ collection: 'pages', overrideAccess: true }),
    payload.count({ collection: 'users', overrideAccess: true }),
  ])
  return pages.totalDocs === 0 && users.totalDocs === 0
}
