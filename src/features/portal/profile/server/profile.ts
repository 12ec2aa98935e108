import type { Payload } from 'payload'

import { busy, json } from '@/features/forms/server/http'
import { inTransaction } from '@/features/forms/server/transaction'

import { profileRequestSchema } from '../schemas'
import { failure, readCustomerRequest } from './request'

/**
 * POST /api/json-api/kundenportal/profil/: the customer's own contact details. The update runs
 * with the customer as the user and access enforced, so it can only ever touch their own
 * document; the e-mail address is not part of the schema at all.
 */
export async function handleProfileRequest(request: Request, payload: Payload): Promise<Response> {
  try {
    const read = await readCustomerRequest(request, payload, profileRequestSchema)
    if (!read.ok) return read.response
    const { customer, message } = read
    const result = await inTransaction(payload, (req) =>
      payload.update({
        collection: 'customers',
        id: customer.id,
        data: {
          anrede: message.anrede,
          vorname: message.vorname,
          nachname: message.nachname,
          firma: message.firma || null,
          telefon: message.telefon || null,
        },
        user: customer,
        overrideAccess: false,
        req,
        depth: 0,
      }),
    )
    return result.status === 'busy' ? busy() : json({ status: 'ok' })
  } catch (error) {
    return failure(payload, error, 'profile update')
  }
}
