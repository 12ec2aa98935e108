import { finderRoute } from '@/features/finder/route'

// The results are rendered from the query string on every request (docs/decisions/0027).
export const dynamic = 'force-dynamic'

/** The seminar finder's page with the catalogue's results: /seminare/seminarfinder/, /en/…/. */
const route = finderRoute()

export const generateMetadata = route.generateMetadata
export default route.Page
