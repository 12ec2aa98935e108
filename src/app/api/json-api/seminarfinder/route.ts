import { finderResultsResponse } from '@/features/finder/server/endpoint'

/**
 * GET /api/json-api/seminarfinder/?language=&q=&code=&seminarthema=&ort=&zeit=&format=&dauer=
 * &preis_von=&preis_bis=&sortierung=&seite= — the catalogue's results as JSON.
 */
export const GET = finderResultsResponse
