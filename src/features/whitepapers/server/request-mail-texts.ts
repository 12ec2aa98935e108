import type { Mail } from '@/features/forms/server/mail-format'
import { staffLines, staffText } from '@/features/forms/server/mail-parts'
import type { WhitepaperRequest } from '@/payload-types'

import { whitepaperRequestFields } from '../request-fields'

/**
 * The whitepaper request's mails: the download link to the visitor in the language of the page
 * (its words here, its template LinkMail.tsx), the staff's notification in German with a link to
 * the admin.
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

export const WHITEPAPER_TEXTS = {
  de: {
    subject: (title: string) => `Ihr Whitepaper „${title}“`,
    heading: 'Ihr Whitepaper zum Herunterladen',
    download: 'Whitepaper herunterladen',
    copy: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
    intro: (title: string) =>
      `vielen Dank für Ihr Interesse an unserem Whitepaper „${title}“. Über diesen Link können Sie es jederzeit herunterladen:`,
    note: 'Der Link ist persönlich und gilt nur für dieses Whitepaper. Bitte geben Sie ihn nicht weiter.',
  },
  en: {
    subject: (title: string) => `Your whitepaper “${title}”`,
    heading: 'Your whitepaper to download',
    download: 'Download the whitepaper',
    copy: 'If the button does not work, copy this address into your browser:',
    intro: (title: string) =>
      `thank you for your interest in our whitepaper “${title}”. You can download it at any time from this link:`,
    note: 'The link is personal and opens this whitepaper only. Please do not pass it on.',
  },
} as const
