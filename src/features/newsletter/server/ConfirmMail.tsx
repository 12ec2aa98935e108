import { greeting } from '@/features/forms/server/mail-format'
import { OptInMail, type OptInMailProps } from '@/features/mail/components/OptInMail'
import { type RenderedMail, renderMail } from '@/features/mail/render'

import { NEWSLETTER_TEXTS } from './mail-texts'

type Person = { anrede?: string | null; vorname?: string | null; nachname?: string | null }

type ConfirmMailProps = Omit<OptInMailProps, 'words'> & { person: Person }

/** The double opt-in mail: the confirmation link, and the link that unsubscribes later on. */
export function ConfirmMail({ person, ...props }: ConfirmMailProps) {
  const words = { ...NEWSLETTER_TEXTS[props.language], greeting: greeting(person, props.language) }
  return <OptInMail {...props} words={words} />
}

/** The opt-in mail rendered for the outbox. */
export const newsletterConfirmMail = (props: ConfirmMailProps): Promise<RenderedMail> =>
  renderMail(NEWSLETTER_TEXTS[props.language].subject, <ConfirmMail {...props} />)
