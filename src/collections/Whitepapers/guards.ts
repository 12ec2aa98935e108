import type { CollectionBeforeDeleteHook } from 'payload'

import { refuseDelete } from '@/hooks/refuseDelete'

/**
 * A whitepaper cannot be deleted while requests for it are in the inbox: they record who asked for
 * which paper (the database would refuse the delete anyway, which answered 500). Taking the paper
 * offline (status draft) removes it from the site and makes its access codes open nothing; the
 * retention run deletes the requests after their period, and then the paper can go.
 */
export const refuseDeleteWhileRequested: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'whitepaper-requests',
    where: { whitepaper: { equals: id } },
    req,
    overrideAccess: true,
  })
  if (totalDocs > 0)
    refuseDelete(req, {
      de: `Zu diesem Whitepaper gibt es noch ${totalDocs} Anfrage(n) im Posteingang. Nehmen Sie es stattdessen offline (Status „Entwurf“); löschen lässt es sich, wenn keine Anfrage mehr darauf verweist.`,
      en: `There are still ${totalDocs} request(s) for this whitepaper in the inbox. Take it offline instead (status “draft”); it can be deleted once no request refers to it.`,
    })
}
