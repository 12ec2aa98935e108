import { SmartLink } from '@/components/ui/SmartLink'

import type { SearchGroup } from '../types'

/** The hits of one group: title link, subtitle and the text around the match. */
export function SearchResultList({ group }: { group: SearchGroup }) {
  return (
    <ol className="mt-4 divide-y divide-line border-y border-line">
      {group.hits.map((hit, i) => (
        <li key={`${hit.url}-${i}`} className="py-4">
          <h3 className="text-lg leading-snug font-semibold">
            {/* Downloads point at files: a plain link, no client-side navigation or prefetch. */}
            {group.kind === 'downloads' ? (
              <a
                href={hit.url}
                className="text-brand underline-offset-2 hover:text-brand-darker hover:underline"
              >
                {hit.title}
              </a>
            ) : (
              // Alike the blog lists by markup only: a link per hit.
              <SmartLink
                href={hit.url}
                className="text-brand underline-offset-2 hover:text-brand-darker hover:underline"
              >
                {hit.title}
              </SmartLink>
            )}
          </h3>
          {hit.subtitle && <p className="mt-0.5 text-sm text-muted">{hit.subtitle}</p>}
          {hit.snippet && <p className="mt-1 max-w-3xl">{hit.snippet}</p>}
        </li>
      ))}
    </ol>
  )
}
