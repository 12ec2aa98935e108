import { CLOSING, type Language } from '@/features/forms/server/mail-format'
import { MailLayout } from '@/features/mail/components/MailLayout'
import {
  MailButton,
  MailHeading,
  MailLines,
  MailParagraph,
} from '@/features/mail/components/MailParts'
import type { MailInstitute } from '@/features/mail/institute'
import { type RenderedMail, renderMail } from '@/features/mail/render'

import { NEW_DATE_TEXTS } from './texts'

export type NewDateMailProps = {
  /** The seminar's title and the new date's period, in the mail's language. */
  title: string
  period: string
  seminarUrl: string
  language: Language
  institute: MailInstitute
}

/** The one mail an alert sends: a date of its seminar was published. */
export function NewDateMail({ title, period, seminarUrl, language, institute }: NewDateMailProps) {
  const t = NEW_DATE_TEXTS[language]
  const intro = t.intro(title, period)
  return (
    <MailLayout language={language} title={t.subject(title)} preview={intro} institute={institute}>
      <MailHeading>{t.heading}</MailHeading>
      <MailParagraph>{t.greeting}</MailParagraph>
      <MailParagraph>{intro}</MailParagraph>
      <MailButton href={seminarUrl} fallback={t.copy}>
        {t.show}
      </MailButton>
      <MailParagraph>{t.once}</MailParagraph>
      <MailLines text={CLOSING[language]} />
    </MailLayout>
  )
}

/** The new-date mail rendered for the outbox. */
export const newDateMail = (props: NewDateMailProps): Promise<RenderedMail> =>
  renderMail(NEW_DATE_TEXTS[props.language].subject(props.title), <NewDateMail {...props} />)
