import { searchRoute } from '@/features/search/route'

// Results depend on the query and on content published a moment ago.
export const dynamic = 'force-dynamic'

/** Site search: /suche/ and /en/search/. */
const route = searchRoute('site')

export const generateMetadata = route.generateMetadata
export default route.Page
