import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload Local API for server code (pages, route handlers, queries). */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
