import { z } from 'zod'

import { MAX_DETAIL_IDS } from './constants'

// The endpoint's query schema, apart from useCartDetails.ts, which builds the query in the
// browser: the cart and booking pages need no zod for it.

const idList = z
  .string()
  .trim()
  .default('')
  .transform((value) => (value === '' ? [] : value.split(',')))
  .pipe(z.array(z.coerce.number<string>().int().positive()).max(MAX_DETAIL_IDS))
  .transform((ids) => [...new Set(ids)])

/**
 * Query of GET /api/json-api/warenkorb/?language=de&termine=1,2&programme=3 (ids as positive
 * integers).
 */
export const cartDetailsQuerySchema = z.object({
  language: z.enum(['de', 'en']),
  termine: idList,
  programme: idList,
})
