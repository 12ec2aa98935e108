import { CLOSING, type Language } from '@/features/forms/server/mail-format'
import { MailLayout } from '@/features/mail/components/MailLayout'
import {
  MailButton,
  MailHeading,
  MailLines,
  MailParagraph,
  MailRows,
} from '@/features/mail/components/MailParts'
import type { MailInstitute } from '@/features/mail/institute'
import { type RenderedMail, renderMail } from '@/features/mail/render'

import { OFFER_TEXTS } from './texts'

const untilFormat = {
  de: new Intl.DateTimeFormat('de-DE', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }),
}

export type OfferMailProps = {
  name: string
  language: Language
  /** Seminar and date, as the entry names them ('Führen auf Distanz, 12.–13.03.2027'). */
  what: string
  seats: number
  link: string
  expiresAt: Date
  institute: MailInstitute
}

/** The mail that offers held seats to the entry whose turn it is, with its 48-hour link. */
export function OfferMail({
  name,
  language,
  what,
  seats,
  link,
  expiresAt,
  institute,
}: OfferMailProps) {
  const t = OFFER_TEXTS[language]
  const until = untilFormat[language].format(expiresAt)
  const intro = t.intro(seats, what)
  return (
    <MailLayout language={language} title={t.subject(what)} preview={intro} institute={institute}>
      <MailHeading>{t.heading}</MailHeading>
      <MailParagraph>{t.greeting(name)}</MailParagraph>
      <MailParagraph>{intro}</MailParagraph>
      <MailRows
        rows={[
          [t.what, what],
          [t.seats, String(seats)],
          [t.until, t.untilValue(until)],
        ]}
      />
      <MailParagraph>{t.action}</MailParagraph>
      <MailButton href={link} fallback={t.copy}>
        {t.book}
      </MailButton>
      <MailParagraph>
        {t.validity(until)} {t.decline}
      </MailParagraph>
      <MailLines text={CLOSING[language]} />
    </MailLayout>
  )
}

/** The offer rendered for the outbox. */
export const offerMail = (props: OfferMailProps): Promise<RenderedMail> =>
  renderMail(OFFER_TEXTS[props.language].subject(props.what), <OfferMail {...props} />)
