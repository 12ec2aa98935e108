import { render, toPlainText } from '@react-email/render'
import type { ReactElement } from 'react'

/** A mail ready for the outbox: its subject, the HTML and the plain-text alternative. */
export type RenderedMail = { subject: string; html: string; text: string }

/**
 * Plain text from the same template as the HTML, so both always say the same: headings keep their
 * case, rows marked `data-text-row` stay one line each, and a button's link follows its label.
 */
const TEXT_OPTIONS = {
  wordwrap: false as const,
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
    { selector: 'table', format: 'block' },
    { selector: 'tr', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: 'td', format: 'inline' },
    { selector: 'td[data-label]', format: 'inlineSurround', options: { suffix: ' ' } },
    { selector: 'a[href^="tel:"]', format: 'anchor', options: { ignoreHref: true } },
    { selector: 'a[href^="mailto:"]', format: 'anchor', options: { ignoreHref: true } },
    { selector: 'th', format: 'inline' },
  ],
}

/**
 * Renders a mail template to HTML, and the HTML to its plain-text alternative (one React render,
 * not two: a booking's receipt is rendered while its transaction waits).
 */
export async function renderMail(subject: string, template: ReactElement): Promise<RenderedMail> {
  const html = await render(template)
  return { subject, html, text: toPlainText(html, TEXT_OPTIONS).trim() }
}
