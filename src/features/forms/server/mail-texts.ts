import type { CallbackRequest, ContactMessage, WhitepaperRequest } from '@/payload-types'

import {
  CLOSING,
  country,
  type Field,
  fieldLines,
  fullName,
  greeting,
  type Language,
  type Mail,
  medium,
  topics,
  yesNo,
} from './mail-format'

/**
 * The texts of the contact, callback and whitepaper mails: the visitor's in the language of the
 * page they wrote from, the staff's in German (the office's language) with a link to the admin.
 */

const contactFields = (m: ContactMessage, language: Language): Field[] => [
  ['name', fullName(m, language)],
  ['firma', m.firma],
  ['abteilung', m.abteilung],
  ['strasse', m.strasse],
  ['ort', [m.plz, m.ort].filter(Boolean).join(' ')],
  ['land', country(m.land, language)],
  ['email', m.email],
  ['telefon', m.telefon],
  ['mobiltelefon', m.mobiltelefon],
  ['fax', m.fax],
  ['info', topics(m.info, language)],
  ['medium', medium(m.medium, m.medium_other, language)],
  ['newsletter', yesNo(m.newsletter, language)],
  ['mitteilung', m.mitteilung],
]

const callbackFields = (c: CallbackRequest, language: Language): Field[] => [
  ['termin', c.termin],
  ['name', fullName(c, language)],
  ['telefon', c.telefon],
  ['email', c.email],
  ['firma', c.firma],
  ['abteilung', c.abteilung],
  ['plz', c.plz],
  ['medium', medium(c.medium, c.medium_other, language)],
  ['mitteilung', c.mitteilung],
]

const whitepaperFields = (w: WhitepaperRequest): Field[] => [
  ['whitepaper', w.whitepaperTitle],
  ['name', fullName(w, 'de')],
  ['firma', w.firma],
  ['abteilung', w.abteilung],
  ['strasse', w.strasse],
  ['ort', [w.plz, w.ort].filter(Boolean).join(' ')],
  ['land', country(w.land, 'de')],
  ['email', w.email],
]

const origin = (doc: {
  language: Language
  requestPage?: string | null
  emailBestaetigung?: boolean | null
}): Field[] => [
  ['requestPage', doc.requestPage],
  ['language', doc.language === 'en' ? 'Englisch' : 'Deutsch'],
  [
    'emailBestaetigung',
    doc.emailBestaetigung === undefined
      ? null
      : doc.emailBestaetigung
        ? 'ja, eine Kopie geht an die Person'
        : 'nein',
  ],
]

const staffText = (heading: string, fields: string[], adminUrl: string): string =>
  [
    heading,
    '',
    ...fields,
    '',
    `Antworten: einfach auf diese E-Mail antworten (sie geht an die Absenderin oder den Absender).`,
    `In der Verwaltung: ${adminUrl}`,
  ].join('\n')

/** Staff notification of a contact message. */
export function contactStaffMail(m: ContactMessage, adminUrl: string): Mail {
  const form = m.formType === 'kontaktFormLong' ? 'Kontaktseite' : 'Kurzformular'
  return {
    subject: `Neue Kontaktanfrage: ${[m.vorname, m.nachname].join(' ')}`,
    text: staffText(
      `Neue Kontaktanfrage (${form})`,
      fieldLines([...contactFields(m, 'de'), ...origin(m)], 'de'),
      adminUrl,
    ),
  }
}

/** Staff notification of a callback request. */
export function callbackStaffMail(c: CallbackRequest, adminUrl: string): Mail {
  return {
    subject: `Rückrufbitte für ${c.termin}: ${[c.vorname, c.nachname].join(' ')}, ${c.telefon}`,
    text: staffText(
      `Neue Rückrufbitte – bitte am ${c.termin} Uhr anrufen (deutsche Zeit)`,
      fieldLines([...callbackFields(c, 'de'), ...origin(c)], 'de'),
      adminUrl,
    ),
  }
}

/** Staff notification of a whitepaper request (the download link went to the visitor). */
export function whitepaperStaffMail(w: WhitepaperRequest, adminUrl: string): Mail {
  return {
    subject: `Whitepaper angefordert: ${w.whitepaperTitle ?? ''} – ${[w.vorname, w.nachname].join(' ')}`,
    text: staffText(
      'Neue Whitepaper-Anfrage; der Download-Link ist an die Person verschickt.',
      fieldLines([...whitepaperFields(w), ...origin(w)], 'de'),
      adminUrl,
    ),
  }
}

const VISITOR = {
  de: {
    contactSubject: 'Ihre Nachricht an das Institut für Führung Münster',
    contactIntro:
      'vielen Dank für Ihre Nachricht, sie ist bei uns angekommen. Wir melden uns in der Regel innerhalb eines Werktags bei Ihnen. Zur Erinnerung, wie wir Sie erreichen und worum es geht:',
    callbackSubject: (termin: string) => `Ihre Rückrufbitte für den ${termin} Uhr`,
    callbackIntro: (termin: string) =>
      `vielen Dank für Ihre Rückrufbitte. Wir rufen Sie am ${termin} Uhr (deutsche Zeit) an. Zur Erinnerung, wie wir Sie erreichen:`,
    notRepeated:
      'Den Text Ihrer Nachricht wiederholen wir hier nicht: So kann niemand diese Bestätigung nutzen, um unter unserem Namen Texte an fremde Adressen zu schicken.',
    reply: 'Möchten Sie etwas ergänzen oder ändern? Antworten Sie einfach auf diese E-Mail.',
    whitepaperSubject: (title: string) => `Ihr Whitepaper „${title}“`,
    whitepaperIntro: (title: string) =>
      `vielen Dank für Ihr Interesse an unserem Whitepaper „${title}“. Über diesen Link können Sie es jederzeit herunterladen:`,
    whitepaperNote:
      'Der Link ist persönlich und gilt nur für dieses Whitepaper. Bitte geben Sie ihn nicht weiter.',
  },
  en: {
    contactSubject: 'Your message to the Institut für Führung Münster',
    contactIntro:
      'thank you for your message, which has reached us. We usually get back to you within one working day. For your records, how we can reach you and what it is about:',
    callbackSubject: (termin: string) => `Your callback request for ${termin}`,
    callbackIntro: (termin: string) =>
      `thank you for your callback request. We will call you on ${termin} (German time). For your records, how we can reach you:`,
    notRepeated:
      'We do not repeat the text of your message here, so that nobody can use this confirmation to send texts to other people in our name.',
    reply: 'Would you like to add or change anything? Simply reply to this email.',
    whitepaperSubject: (title: string) => `Your whitepaper “${title}”`,
    whitepaperIntro: (title: string) =>
      `thank you for your interest in our whitepaper “${title}”. You can download it at any time from this link:`,
    whitepaperNote:
      'The link is personal and opens this whitepaper only. Please do not pass it on.',
  },
} as const

/**
 * What the visitor's confirmation repeats: only values a form restricts (choices, patterned
 * addresses and numbers). Free texts (message, company, address, "other" source) stay out: the
 * confirmation goes to whatever address was typed, and repeating free text would let anyone send
 * their own text from our domain to strangers. The name appears only in the greeting, and names
 * are letters only (patterns.ts).
 */
const contactConfirmationFields = (m: ContactMessage, language: Language): Field[] => [
  ['email', m.email],
  ['telefon', m.telefon],
  ['mobiltelefon', m.mobiltelefon],
  ['fax', m.fax],
  ['info', topics(m.info, language)],
]

const callbackConfirmationFields = (c: CallbackRequest): Field[] => [
  ['termin', c.termin],
  ['telefon', c.telefon],
  ['email', c.email],
]

/** The confirmation of a contact message for the visitor who asked for it (emailBestaetigung). */
export function contactVisitorMail(m: ContactMessage): Mail {
  const t = VISITOR[m.language]
  const text = [
    greeting(m, m.language),
    '',
    t.contactIntro,
    '',
    ...fieldLines(contactConfirmationFields(m, m.language), m.language),
    '',
    t.notRepeated,
    '',
    t.reply,
    '',
    CLOSING[m.language],
  ]
  return { subject: t.contactSubject, text: text.join('\n') }
}

/** The confirmation of a callback request for the visitor who asked for it. */
export function callbackVisitorMail(c: CallbackRequest): Mail {
  const t = VISITOR[c.language]
  const text = [
    greeting(c, c.language),
    '',
    t.callbackIntro(c.termin),
    '',
    ...fieldLines(callbackConfirmationFields(c), c.language),
    '',
    t.notRepeated,
    '',
    t.reply,
    '',
    CLOSING[c.language],
  ]
  return { subject: t.callbackSubject(c.termin), text: text.join('\n') }
}

/** The download link for a whitepaper request, always sent. */
export function whitepaperLinkMail(w: WhitepaperRequest, link: string): Mail {
  const t = VISITOR[w.language]
  const title = w.whitepaperTitle ?? 'Whitepaper'
  const text = [
    greeting(w, w.language),
    '',
    t.whitepaperIntro(title),
    '',
    link,
    '',
    t.whitepaperNote,
    '',
    CLOSING[w.language],
  ]
  return { subject: t.whitepaperSubject(title), text: text.join('\n') }
}
