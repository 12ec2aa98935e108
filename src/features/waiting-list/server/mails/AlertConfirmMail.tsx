import { OptInMail, type OptInMailProps } from '@/features/mail/components/OptInMail'
import { type RenderedMail, renderMail } from '@/features/mail/render'

import { ALERT_CONFIRM_TEXTS } from './texts'

export type AlertConfirmMailProps = Omit<OptInMailProps, 'words'> & {
  /** The seminar's title in the mail's language. */
  title: string
}

/** The double opt-in mail of "notify me when new dates are set": the shared opt-in shape. */
function alertWords({ title, language }: AlertConfirmMailProps): OptInMailProps['words'] {
  const t = ALERT_CONFIRM_TEXTS[language]
  return { ...t, subject: t.subject(title), intro: t.intro(title) }
}

export function AlertConfirmMail(props: AlertConfirmMailProps) {
  return <OptInMail {...props} words={alertWords(props)} />
}

/** The alert's opt-in mail rendered for the outbox. */
export const alertConfirmMail = (props: AlertConfirmMailProps): Promise<RenderedMail> =>
  renderMail(alertWords(props).subject, <AlertConfirmMail {...props} />)
