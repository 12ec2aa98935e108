import { env } from '@/lib/env'

/** The staff's link to a submission in the admin. */
export const adminLink = (collection: string, id: number | string): string =>
  `${env.SITE_URL}/admin/collections/${collection}/${id}/`
