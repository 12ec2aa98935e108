import { CLOSING, type Language } from '@/features/forms/server/mail-format'

import type { MailInstitute } from '../institute'
import { MailLayout } from './MailLayout'
import { MailButton, MailHeading, MailLines, MailLink, MailParagraph } from './MailParts'

/** The words of one double opt-in mail in one language, with its subject and intro resolved. */
export type OptInWords = {
  subject: string
  heading: string
  greeting: string
  intro: string
  confirm: string
  copy: string
  validity: (days: number) => string
  notYou: string
  unsubscribe: string
}

export type OptInMailProps = {
  words: OptInWords
  language: Language
  links: { confirm: string; unsubscribe: string }
  validDays: number
  institute: MailInstitute
}

/**
 * A double opt-in mail (the newsletter's, a new-date alert's): one shape for every opt-in, the
 * confirmation button, how long it holds, and the link that ends it later.
 */
export function OptInMail({ words, language, links, validDays, institute }: OptInMailProps) {
  return (
    <MailLayout
      language={language}
      title={words.subject}
      preview={words.intro}
      institute={institute}
    >
      <MailHeading>{words.heading}</MailHeading>
      <MailParagraph>{words.greeting}</MailParagraph>
      <MailParagraph>{words.intro}</MailParagraph>
      <MailButton href={links.confirm} fallback={words.copy}>
        {words.confirm}
      </MailButton>
      <MailParagraph>
        {words.validity(validDays)} {words.notYou}
      </MailParagraph>
      <MailParagraph>{words.unsubscribe}</MailParagraph>
      <MailLink href={links.unsubscribe} />
      <MailLines text={CLOSING[language]} />
    </MailLayout>
  )
}
