import type { SiteSetting } from '@/payload-types'

import { telHref } from '@/lib/format'

type Labels = { title: string; phone: string; email: string }

/** Address, phone and mail of the institute, from the site settings. */
export function ContactBox({ settings, labels }: { settings: SiteSetting; labels: Labels }) {
  const { address } = settings
  return (
    <aside aria-label={labels.title} className="rounded-lg border border-line bg-white p-6 text-ink shadow-sm">
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
          <a className="text-brand underline-offset-2 hover:underline" href={telHref(settings.phone)}>
            {settings.phone}
          </a>
        </dd>
        <dt className="text-muted">{labels.email}</dt>
        <dd>
          <a className="text-brand underline-offset-2 hover:underline" href={`mailto:${settings.email}`}>
            {settings.email}
          </a>
        </dd>
      </dl>
    </aside>
  )
}
