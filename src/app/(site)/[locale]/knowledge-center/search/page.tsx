import { searchRoute } from '@/features/search/route'

// Results depend on the query and on content published a moment ago.
export const dynamic = 'force-dynamic'

/** Knowledge-centre search: blog, whitepapers, publications and downloads. */
const route = searchRoute('knowledge')

export const generateMetadata = route.generateMetadata
export default route.Page
