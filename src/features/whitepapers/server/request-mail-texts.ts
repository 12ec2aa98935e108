import { CLOSING, greeting, type Mail } from '@/features/forms/server/mail-format'
import { staffLines, staffText } from '@/features/forms/server/mail-parts'
import type { WhitepaperRequest } from '@/payload-types'

import { whitepaperRequestFields } from '../request-fields'

/**
 * The whitepaper request's mails: the download link to the visitor in the language of the page,
 * the staff's notification in German with a link to the admin.
 */

/** Staff notification of a whitepaper request (the download link went to the visitor). */
export function whitepaperStaffMail(w: WhitepaperRequest, adminUrl: string): Mail {
  return {
    subject: `Whitepaper angefordert: ${w.whitepaperTitle ?? ''} – ${[w.vorname, w.nachname].join(' ')}`,
    text: staffText(
      'Neue Whitepaper-Anfrage; der Download-Link ist an die Person verschickt.',
      staffLines(whitepaperRequestFields, w),
      adminUrl,
    ),
  }
}

const VISITOR = {
  de: {
    subject: (title: string) => `Ihr Whitepaper „${title}“`,
    intro: (title: string) =>
      `vielen Dank für Ihr Interesse an unserem Whitepaper „${title}“. Über diesen Link können Sie es jederzeit herunterladen:`,
    note: 'Der Link ist persönlich und gilt nur für dieses Whitepaper. Bitte geben Sie ihn nicht weiter.',
  },
  en: {
    subject: (title: string) => `Your whitepaper “${title}”`,
    intro: (title: string) =>
      `thank you for your interest in our whitepaper “${title}”. You can download it at any time from this link:`,
    note: 'The link is personal and opens this whitepaper only. Please do not pass it on.',
  },
} as const

/** The download link for a whitepaper request, always sent. */
export function whitepaperLinkMail(w: WhitepaperRequest, link: string): Mail {
  const t = VISITOR[w.language]
  const title = w.whitepaperTitle ?? 'Whitepaper'
  const text = [
    greeting(w, w.language),
    '',
    t.intro(title),
    '',
    link,
    '',
    t.note,
    '',
    CLOSING[w.language],
  ]
  return { subject: t.subject(title), text: text.join('\n') }
}
