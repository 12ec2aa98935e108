import { organizationId } from '@/features/seo/organization'

import { biographyParagraphs } from './views'

export type PersonInput = {
  name: string
  role: string
  biography: string
  /** The profile's absolute URL. */
  url: string
  /** The photo's absolute URL, if there is one. */
  image: string | null
  /** Titles of the trainer's topics. */
  topics: string[]
  organisation: { name: string; url: string }
}

/** Longest description handed to search engines: the biography's start. */
const DESCRIPTION_LENGTH = 300

/**
 * schema.org Person for a trainer's profile: name, role as job title, the biography's start,
 * photo, topics as what they know about, and the institute they work for.
 */
export function personJsonLd(input: PersonInput): Record<string, unknown> {
  const description = biographyParagraphs(input.biography).join(' ')
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: input.name,
    jobTitle: input.role,
    url: input.url,
    ...(description
      ? {
          description:
            description.length > DESCRIPTION_LENGTH
              ? `${description.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`
              : description,
        }
      : {}),
    ...(input.image ? { image: input.image } : {}),
    ...(input.topics.length ? { knowsAbout: input.topics } : {}),
    worksFor: {
      '@type': 'EducationalOrganization',
      '@id': organizationId(),
      name: input.organisation.name,
      url: input.organisation.url,
    },
  }
}
