import { useState } from 'react'

import { useSchemaForm } from '@/features/forms/client/useSchemaForm'
import type { contactLongSchema, contactShortSchema } from '@/features/contact/schema'

import { contactDefaults, type ContactVariant } from '../defaults'

type ContactSchema = typeof contactLongSchema | typeof contactShortSchema

/** The form API the field groups work with: either contact schema, the same field names. */
export type ContactFormApi = ReturnType<typeof useSchemaForm<ContactSchema>> & {
  /** Register props and error of the consent box (its label comes from ConsentCheckbox). */
  consent: () => Omit<
    ReturnType<ReturnType<typeof useSchemaForm<ContactSchema>>['choice']>,
    'label'
  >
}

/** The long or the short contact form on its shared schema, starting from its defaults. */
export function useContactForm(variant: ContactVariant, requestPage: string) {
  const [defaults] = useState(() => contactDefaults(variant, requestPage))
  // zod and the schemas load on the visitor's first interaction, not with the page.
  const api = useSchemaForm<ContactSchema>(
    () =>
      import('@/features/contact/schema').then((schemas) =>
        variant === 'long' ? schemas.contactLongSchema : schemas.contactShortSchema,
      ),
    defaults,
  )

  const consent: ContactFormApi['consent'] = () => api.consent('datenschutz')

  return { ...api, consent, defaults } satisfies ContactFormApi & { defaults: unknown }
}
