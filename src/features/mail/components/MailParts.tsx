import { Button, Heading, Link, Section, Text } from '@react-email/components'
import type { ReactNode } from 'react'

import { MAIL_COLOURS } from '../brand'

/**
 * The pieces mails are written with, so every mail looks alike: a heading, paragraphs, a list of
 * 'label: value' rows, a call to action and a plain link. Each also reads well as plain text
 * (render.ts turns the same HTML into the text alternative).
 */

const headingStyle = {
  margin: '16px 0 16px',
  fontSize: '24px',
  lineHeight: '30px',
  fontWeight: 700,
  color: MAIL_COLOURS.ink,
}
const subheadingStyle = {
  ...headingStyle,
  margin: '24px 0 8px',
  fontSize: '18px',
  lineHeight: '24px',
}
const paragraphStyle = { margin: '0 0 16px', fontSize: '16px', lineHeight: '24px' }
const linkStyle = {
  color: MAIL_COLOURS.brand,
  textDecoration: 'underline',
  wordBreak: 'break-all' as const,
}
const buttonStyle = {
  display: 'inline-block',
  padding: '12px 24px',
  borderRadius: '4px',
  backgroundColor: MAIL_COLOURS.brand,
  color: MAIL_COLOURS.white,
  fontSize: '16px',
  lineHeight: '24px',
  fontWeight: 700,
  textDecoration: 'none',
}
const rowsStyle = { width: '100%', borderCollapse: 'collapse' as const, margin: '0 0 16px' }
const labelStyle = {
  width: '132px',
  padding: '4px 16px 4px 0',
  verticalAlign: 'top',
  textAlign: 'left' as const,
  fontWeight: 600,
  color: MAIL_COLOURS.muted,
  fontSize: '15px',
  lineHeight: '22px',
}
const valueStyle = { padding: '4px 0', verticalAlign: 'top', fontSize: '15px', lineHeight: '22px' }

/** The mail's one h1: what the mail is about, in a few words. */
export const MailHeading = ({ children }: { children: ReactNode }) => (
  <Heading as="h1" style={headingStyle}>
    {children}
  </Heading>
)

/** A section's heading inside the mail (h2). */
export const MailSubheading = ({ children }: { children: ReactNode }) => (
  <Heading as="h2" style={subheadingStyle}>
    {children}
  </Heading>
)

export const MailParagraph = ({ children }: { children: ReactNode }) => (
  <Text style={paragraphStyle}>{children}</Text>
)

/** Paragraphs from text with line breaks ('Mit freundlichen Grüßen\nIhr Team …'). */
export const MailLines = ({ text }: { text: string }) => (
  <Text style={paragraphStyle}>
    {text.split('\n').map((line, index) => (
      <span key={line}>
        {index > 0 && <br />}
        {line}
      </span>
    ))}
  </Text>
)

/** A link written out, for addresses a reader may want to copy. */
export const MailLink = ({ href }: { href: string }) => (
  <Text style={paragraphStyle}>
    <Link href={href} style={linkStyle}>
      {href}
    </Link>
  </Text>
)

/**
 * The call to action: a filled button in the brand colour; in the text alternative its label
 * followed by the address. With `fallback` the HTML also writes the address out below it, for
 * programs that block the button (the text alternative has it already).
 */
export const MailButton = ({
  href,
  fallback,
  children,
}: {
  href: string
  fallback?: string
  children: ReactNode
}) => (
  <>
    <Section style={{ margin: '8px 0 24px' }}>
      <Button href={href} style={buttonStyle}>
        {children}
      </Button>
    </Section>
    {fallback && (
      <div data-skip-in-text="true">
        <Text style={{ ...paragraphStyle, fontSize: '14px', lineHeight: '20px' }}>{fallback}</Text>
        <MailLink href={href} />
      </div>
    )}
  </>
)

/** 'Label: value' rows (a field list, a booking's facts); empty values are left out. */
export function MailRows({ rows }: { rows: [string, string | null | undefined][] }) {
  const shown = rows.filter(([, value]) => value && value.trim())
  if (!shown.length) return null
  return (
    <table role="presentation" style={rowsStyle} cellPadding={0} cellSpacing={0}>
      <tbody>
        {shown.map(([label, value]) => (
          <tr key={label}>
            <td style={labelStyle} data-label="true">
              {label}:
            </td>
            <td style={valueStyle}>
              {value!.split('\n').map((line, index) => (
                <span key={`${index}-${line}`}>
                  {index > 0 && <br />}
                  {line}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
