import {
  Body,
  Column,
  Container,
  Head,
  Html,
  Img,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components'
import type { ReactNode } from 'react'

import { MAIL_COLOURS, MAIL_FONT, mailLogoUrl } from '../brand'
import type { MailInstitute } from '../institute'

type Language = 'de' | 'en'

const FOOTER = {
  de: { phone: 'Telefon', email: 'E-Mail', site: 'Website', logo: 'Logo des Instituts' },
  en: { phone: 'Phone', email: 'Email', site: 'Website', logo: "The institute's logo" },
} as const

const page = { margin: 0, padding: '24px 0', backgroundColor: MAIL_COLOURS.page }
const card = {
  maxWidth: '600px',
  width: '100%',
  backgroundColor: MAIL_COLOURS.white,
  borderTop: `4px solid ${MAIL_COLOURS.brand}`,
  fontFamily: MAIL_FONT,
  color: MAIL_COLOURS.ink,
}
const header = { padding: '24px 32px 16px', borderBottom: `1px solid ${MAIL_COLOURS.line}` }
const wordMark = { margin: 0, fontSize: '18px', lineHeight: '22px', fontWeight: 700 }
const town = {
  margin: 0,
  fontSize: '12px',
  lineHeight: '16px',
  letterSpacing: '2px',
  textTransform: 'uppercase' as const,
  color: MAIL_COLOURS.muted,
}
const content = { padding: '8px 32px 24px', fontSize: '16px', lineHeight: '24px' }
const footer = {
  padding: '20px 32px 24px',
  backgroundColor: MAIL_COLOURS.panel,
  fontSize: '14px',
  lineHeight: '20px',
  color: MAIL_COLOURS.ink,
}
const footerLine = { margin: '0 0 4px' }
const footerLink = { color: MAIL_COLOURS.brandDark, textDecoration: 'underline' }

/** 'Institut für Führung Münster' → the word mark's two lines, as on the site's header. */
function wordMarkLines(name: string): [string, string | null] {
  const town = / (Münster)$/.exec(name)
  return town ? [name.slice(0, town.index), town[1]] : [name, null]
}

/**
 * The frame of every mail to a visitor: the logo and the institute's name on top, the content,
 * and a footer with the address and how to reach the office. Landmarks and one h1 (in the
 * content) make it read well in a screen reader and pass axe like a page of the site.
 */
export function MailLayout({
  language,
  title,
  preview,
  institute,
  children,
}: {
  language: Language
  /** The document's title (the subject). */
  title: string
  /** The line mail programs show after the subject in the list. */
  preview: string
  institute: MailInstitute
  children: ReactNode
}) {
  const t = FOOTER[language]
  const [name, townName] = wordMarkLines(institute.name)
  const home = `${institute.siteUrl}/${language === 'en' ? 'en/' : ''}`
  const phoneHref = institute.phone ? `tel:${institute.phone.replace(/[^\d+]/g, '')}` : ''
  return (
    <Html lang={language}>
      <Head>
        <title>{title}</title>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <div role="banner" data-skip-in-text="true">
            <Section style={header}>
              <Row>
                <Column style={{ width: '52px' }}>
                  <Img src={mailLogoUrl()} width="40" height="40" alt={t.logo} />
                </Column>
                <Column>
                  <Text style={wordMark}>{name}</Text>
                  {townName && <Text style={town}>{townName}</Text>}
                </Column>
              </Row>
            </Section>
          </div>
          <div role="main">
            <Section style={content}>{children}</Section>
          </div>
          <div role="contentinfo">
            <Section style={footer}>
              <div style={{ ...footerLine, fontWeight: 700 }}>{institute.name}</div>
              {institute.addressLines.map((line) => (
                <div key={line} style={footerLine}>
                  {line}
                </div>
              ))}
              {institute.phone && (
                <div style={footerLine}>
                  {t.phone}:{' '}
                  <Link href={phoneHref} style={footerLink}>
                    {institute.phone}
                  </Link>
                </div>
              )}
              {institute.email && (
                <div style={footerLine}>
                  {t.email}:{' '}
                  <Link href={`mailto:${institute.email}`} style={footerLink}>
                    {institute.email}
                  </Link>
                </div>
              )}
              <div style={footerLine}>
                {t.site}:{' '}
                <Link href={home} style={footerLink}>
                  {home}
                </Link>
              </div>
            </Section>
          </div>
        </Container>
      </Body>
    </Html>
  )
}
