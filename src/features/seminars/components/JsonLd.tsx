import { serializeJsonLd } from '../jsonld'

/** Structured data for search engines; the JSON is escaped so no text in it can end the script. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}
