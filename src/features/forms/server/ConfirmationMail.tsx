import { MailLayout } from '@/features/mail/components/MailLayout'
import {
  MailHeading,
  MailLines,
  MailParagraph,
  MailRows,
} from '@/features/mail/components/MailParts'
import type { MailInstitute } from '@/features/mail/institute'
import { type RenderedMail, renderMail } from '@/features/mail/render'

import { type FieldTable, mailLinesFromTable } from '../field-table'
import { CLOSING, type Language, mailFormat } from './mail-format'

const CONFIRMATION_END = {
  de: {
    notRepeated:
      'Den Text Ihrer Nachricht wiederholen wir hier nicht: So kann niemand diese Bestätigung nutzen, um unter unserem Namen Texte an fremde Adressen zu schicken.',
    reply: 'Möchten Sie etwas ergänzen oder ändern? Antworten Sie einfach auf diese E-Mail.',
  },
  en: {
    notRepeated:
      'We do not repeat the text of your message here, so that nobody can use this confirmation to send texts to other people in our name.',
    reply: 'Would you like to add or change anything? Simply reply to this email.',
  },
} as const

type ConfirmationProps = {
  language: Language
  subject: string
  heading: string
  greeting: string
  intro: string
  /** The field table and the stored submission whose `confirmation` lines the mail repeats. */
  table: FieldTable
  doc: object
  institute: MailInstitute
}

/**
 * A visitor's confirmation of a contact message or callback request: greeting, intro, the
 * repeated values, why the message is not repeated, how to add something, closing. It repeats
 * only values a form restricts (the table's `confirmation` lines): it goes to whatever address was
 * typed, and repeating free text would let anyone send their own text from our domain.
 */
export function ConfirmationMail(props: ConfirmationProps) {
  const { language, institute } = props
  const rows = mailLinesFromTable(props.table, props.doc, language, mailFormat, {
    confirmation: true,
  }).map(([label, value]): [string, string] => [label, String(value ?? '')])
  return (
    <MailLayout
      language={language}
      title={props.subject}
      preview={props.intro}
      institute={institute}
    >
      <MailHeading>{props.heading}</MailHeading>
      <MailParagraph>{props.greeting}</MailParagraph>
      <MailParagraph>{props.intro}</MailParagraph>
      <MailRows rows={rows} />
      <MailParagraph>{CONFIRMATION_END[language].notRepeated}</MailParagraph>
      <MailParagraph>{CONFIRMATION_END[language].reply}</MailParagraph>
      <MailLines text={CLOSING[language]} />
    </MailLayout>
  )
}

/** The confirmation rendered for the outbox. */
export const confirmationMail = (props: ConfirmationProps): Promise<RenderedMail> =>
  renderMail(props.subject, <ConfirmationMail {...props} />)
