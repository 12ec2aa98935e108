import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { PayloadRequest } from 'payload'

import { isPostgres } from '@/lib/db'

type Statement = ReturnType<typeof sqliteSql>
// The drizzle database of the request's transaction (or the adapter's own), as far as used here.
type Session = {
  run?: (query: Statement) => Promise<unknown>
  execute?: (query: Statement) => Promise<unknown>
}

/**
 * Writes a page's live path in one language and nothing else. Used for a published child that
 * has an unpublished draft: a Payload update that is not a draft saves the latest version, which
 * would put the editor's draft live. Runs in the request's transaction when there is one.
 */
export async function writeLivePath(
  req: PayloadRequest,
  id: number,
  locale: string,
  path: string,
): Promise<void> {
  const { payload } = req
  const db = payload.db as unknown as {
    sessions?: Record<string, { db: Session }>
    drizzle: Session
  }
  const transactionID = await req.transactionID
  const session =
    (transactionID !== undefined ? db.sessions?.[String(transactionID)]?.db : undefined) ??
    db.drizzle
  if (isPostgres(payload)) {
    const sql = postgresSql as unknown as typeof sqliteSql
    await session.execute!(
      sql`UPDATE pages_locales SET path = ${path} WHERE _parent_id = ${id} AND _locale = ${locale}`,
    )
  } else {
    await session.run!(
      sqliteSql`UPDATE pages_locales SET path = ${path} WHERE _parent_id = ${id} AND _locale = ${locale}`,
    )
  }
}
