import { SocialLinks } from '@/features/layout/components/SocialLinks'
import { telHref } from '@/lib/format'
import type { SiteSetting } from '@/payload-types'

type Labels = { title: string; phone: string; email: string; social?: string }

/** Address, phone and mail of the institute (and its social links), from the site settings. */
export function ContactBox({
  settings,
  labels,
  showSocial = false,
}: {
  settings: SiteSetting
  labels: Labels
  showSocial?: boolean
}) {
  const { address } = settings
  return (
    // Not a landmark: a page may show the box more than once (text, contact and callback blocks).
    <div className="rounded-lg border border-line bg-white p-6 text-ink shadow-sm">
      <h2 className="text-lg font-semibold">{labels.title}</h2>
      <address className="mt-3 not-italic leading-relaxed">
        {settings.organisation}
        <br />
        {address.addition && (
          <>
            {address.addition}
            <br />
          </>
        )}
        {address.street}
        <br />
        {address.postcode} {address.city}
      </address>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted">{labels.phone}</dt>
        <dd>
          <a
            className="inline-block min-h-6 leading-6 text-brand underline-offset-2 hover:underline"
            href={telHref(settings.phone)}
          >
            {settings.phone}
          </a>
        </dd>
        <dt className="text-muted">{labels.email}</dt>
        <dd>
          <a
            className="inline-block min-h-6 leading-6 text-brand underline-offset-2 hover:underline"
            href={`mailto:${settings.email}`}
          >
            {settings.email}
          </a>
        </dd>
      </dl>
      {showSocial && (
        <SocialLinks
          links={settings.social}
          label={labels.social}
          className="mt-4 flex flex-wrap gap-2"
          linkClassName="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-semibold text-ink hover:border-brand hover:text-brand"
        />
      )}
    </div>
  )
}
