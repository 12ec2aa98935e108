import { CLOSING, greeting } from '@/features/forms/server/mail-format'
import { MailLayout } from '@/features/mail/components/MailLayout'
import {
  MailButton,
  MailHeading,
  MailLines,
  MailParagraph,
} from '@/features/mail/components/MailParts'
import type { MailInstitute } from '@/features/mail/institute'
import { type RenderedMail, renderMail } from '@/features/mail/render'
import type { WhitepaperRequest } from '@/payload-types'

import { WHITEPAPER_TEXTS } from './request-mail-texts'

type LinkMailProps = { request: WhitepaperRequest; link: string; institute: MailInstitute }

/** The download link for a whitepaper request (always sent), in the language of the page. */
export function LinkMail({ request, link, institute }: LinkMailProps) {
  const language = request.language
  const t = WHITEPAPER_TEXTS[language]
  const title = request.whitepaperTitle ?? 'Whitepaper'
  return (
    <MailLayout
      language={language}
      title={t.subject(title)}
      preview={t.intro(title)}
      institute={institute}
    >
      <MailHeading>{t.heading}</MailHeading>
      <MailParagraph>{greeting(request, language)}</MailParagraph>
      <MailParagraph>{t.intro(title)}</MailParagraph>
      <MailButton href={link} fallback={t.copy}>
        {t.download}
      </MailButton>
      <MailParagraph>{t.note}</MailParagraph>
      <MailLines text={CLOSING[language]} />
    </MailLayout>
  )
}

/** The link mail rendered for the outbox. */
export const whitepaperLinkMail = (props: LinkMailProps): Promise<RenderedMail> =>
  renderMail(
    WHITEPAPER_TEXTS[props.request.language].subject(props.request.whitepaperTitle ?? 'Whitepaper'),
    <LinkMail {...props} />,
  )
