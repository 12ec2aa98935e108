import { SmartLink } from '@/components/ui/SmartLink'
import { inhouseEnquiryHref } from '@/features/contact/inhouse'
import type { Locale } from '@/i18n/locales'

import { infoSheetPath } from '../info-sheet/paths'

const linkClass =
  'font-semibold text-brand underline underline-offset-2 hover:text-brand-darker print:hidden'

/**
 * Below the booking button: the seminar's information sheet as PDF (for the HR department) and an
 * in-house enquiry, which opens the contact form with the seminar named in the message.
 */
export function SeminarExtraLinks({
  seminar,
  locale,
  texts,
}: {
  seminar: { id: number; code: string; title: string }
  locale: Locale
  texts: { infoSheet: string; infoSheetLabel: string; inhouse: string }
}) {
  return (
    <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
      <a
        href={infoSheetPath(locale, seminar.id)}
        className={linkClass}
        aria-label={texts.infoSheetLabel}
      >
        {texts.infoSheet}
      </a>
      <SmartLink href={inhouseEnquiryHref(locale, seminar)} className={linkClass}>
        {texts.inhouse}
      </SmartLink>
    </p>
  )
}
