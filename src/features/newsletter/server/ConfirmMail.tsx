import { CLOSING, greeting, type Language } from '@/features/forms/server/mail-format'
import { MailLayout } from '@/features/mail/components/MailLayout'
import {
  MailButton,
  MailHeading,
  MailLines,
  MailLink,
  MailParagraph,
} from '@/features/mail/components/MailParts'
import type { MailInstitute } from '@/features/mail/institute'
import { type RenderedMail, renderMail } from '@/features/mail/render'

import { NEWSLETTER_TEXTS } from './mail-texts'

type Person = { anrede?: string | null; vorname?: string | null; nachname?: string | null }

type ConfirmMailProps = {
  person: Person
  language: Language
  links: { confirm: string; unsubscribe: string }
  validDays: number
  institute: MailInstitute
}

/** The double opt-in mail: the confirmation link, and the link that unsubscribes later on. */
export function ConfirmMail({ person, language, links, validDays, institute }: ConfirmMailProps) {
  const t = NEWSLETTER_TEXTS[language]
  return (
    <MailLayout language={language} title={t.subject} preview={t.intro} institute={institute}>
      <MailHeading>{t.heading}</MailHeading>
      <MailParagraph>{greeting(person, language)}</MailParagraph>
      <MailParagraph>{t.intro}</MailParagraph>
      <MailButton href={links.confirm} fallback={t.copy}>
        {t.confirm}
      </MailButton>
      <MailParagraph>
        {t.validity(validDays)} {t.notYou}
      </MailParagraph>
      <MailParagraph>{t.unsubscribe}</MailParagraph>
      <MailLink href={links.unsubscribe} />
      <MailLines text={CLOSING[language]} />
    </MailLayout>
  )
}

/** The opt-in mail rendered for the outbox. */
export const newsletterConfirmMail = (props: ConfirmMailProps): Promise<RenderedMail> =>
  renderMail(NEWSLETTER_TEXTS[props.language].subject, <ConfirmMail {...props} />)
