import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/lib/env'
import type { SiteSetting } from '@/payload-types'

import { INSTITUTE_NAME } from './brand'

/** Who sends a mail, as its footer names them: from the site settings, in the mail's language. */
export type MailInstitute = {
  name: string
  addressLines: string[]
  phone: string | null
  email: string | null
  siteUrl: string
}

type Settings = Pick<SiteSetting, 'organisation' | 'address' | 'phone' | 'email'>

/** The footer's data from the site settings; a missing value is left out, not invented. */
export function mailInstitute(settings: Partial<Settings> | null | undefined): MailInstitute {
  const address = settings?.address
  const town = [address?.postcode, address?.city].filter(Boolean).join(' ')
  return {
    name: settings?.organisation || INSTITUTE_NAME,
    addressLines: [address?.addition, address?.street, town, address?.country].filter(
      (line): line is string => Boolean(line),
    ),
    phone: settings?.phone || null,
    email: settings?.email || null,
    siteUrl: env.SITE_URL,
  }
}

/** Reads the site settings in `language` (the country's name is translated) for a mail's footer. */
export async function readMailInstitute(
  payload: Payload,
  req: PayloadRequest | undefined,
  language: 'de' | 'en',
): Promise<MailInstitute> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    locale: language,
    req,
    overrideAccess: true,
  })
  return mailInstitute(settings)
}
