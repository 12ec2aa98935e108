import { CLOSING, type Language } from '@/features/forms/server/mail-format'
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

import { ALERT_CONFIRM_TEXTS } from './texts'

export type AlertConfirmMailProps = {
  /** The seminar's title in the mail's language. */
  title: string
  language: Language
  links: { confirm: string; unsubscribe: string }
  validDays: number
  institute: MailInstitute
}

/**
 * The double opt-in mail of "notify me when new dates are set", laid out as the newsletter's on
 * purpose: one double opt-in, one shape.
 */
export function AlertConfirmMail({
  title,
  language,
  links,
  validDays,
  institute,
}: AlertConfirmMailProps) {
  const t = ALERT_CONFIRM_TEXTS[language]
  return (
    <MailLayout
      language={language}
      title={t.subject(title)}
      preview={t.intro(title)}
      institute={institute}
    >
      <MailHeading>{t.heading}</MailHeading>
      <MailParagraph>{t.greeting}</MailParagraph>
      <MailParagraph>{t.intro(title)}</MailParagraph>
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

/** The alert's opt-in mail rendered for the outbox. */
export const alertConfirmMail = (props: AlertConfirmMailProps): Promise<RenderedMail> =>
  renderMail(
    ALERT_CONFIRM_TEXTS[props.language].subject(props.title),
    <AlertConfirmMail {...props} />,
  )
