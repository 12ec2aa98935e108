import { CONFIRM_VALID_DAYS } from '@/features/newsletter/server/subscriptions'
import { RETENTION } from '@/features/retention/constants'

import { p, ul } from '../richText'
import type { LegalSection } from './legal'
import { CONTACT, URLS } from './types'

const mail = (address: string) => `[${address}](mailto:${address})`

export const privacyIntroDe = [
  p(
    'Der Schutz Ihrer persönlichen Daten ist uns wichtig. Auf dieser Seite erklären wir, welche Daten wir beim Besuch unserer Website und bei der Nutzung unserer Angebote verarbeiten, zu welchem Zweck und auf welcher Rechtsgrundlage.',
  ),
  p(
    '**Hinweis:** Diese Website ist eine Demonstration eines fiktiven Instituts. Der folgende Text ist ein Beispiel und keine Rechtsberatung.',
  ),
]

export const privacySectionsDe: LegalSection[] = [
  {
    id: 'verantwortlicher',
    title: 'Verantwortliche Stelle',
    body: [
      p(
        `${CONTACT.organisation} GmbH\n${CONTACT.street}\n${CONTACT.postcode} ${CONTACT.city}\nE-Mail: ${mail(CONTACT.email)}`,
      ),
      p(
        `Unsere Datenschutzbeauftragte erreichen Sie unter ${mail(CONTACT.privacyEmail)} oder unter der oben genannten Anschrift mit dem Zusatz „Datenschutz“.`,
      ),
    ],
  },
  {
    id: 'server-logfiles',
    title: 'Aufruf der Website',
    body: [
      p(
        'Bei jedem Aufruf unserer Website speichert der Server vorübergehend technische Informationen: die IP-Adresse Ihres Geräts, Datum und Uhrzeit, die aufgerufene Seite, die zuvor besuchte Seite sowie Browser und Betriebssystem. Wir benötigen diese Daten, um die Website sicher und stabil zu betreiben und Angriffe abzuwehren.',
      ),
      p(
        'Rechtsgrundlage ist unser berechtigtes Interesse nach Art. 6 Abs. 1 lit. f DSGVO. Die Protokolle werden nach sieben Tagen gelöscht, sofern sie nicht zur Aufklärung eines Sicherheitsvorfalls benötigt werden.',
      ),
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies, lokaler Speicher und Einwilligung',
    body: [
      p(
        'Technisch notwendige Cookies und Einträge im lokalen Speicher Ihres Browsers verwenden wir, damit die Website funktioniert – etwa um Ihre Sprachwahl, Ihren Warenkorb, Ihren Merkzettel und Ihre Cookie-Einstellungen zu speichern (Art. 6 Abs. 1 lit. f DSGVO, § 25 Abs. 2 TDDDG).',
      ),
      p(
        'Alle weiteren Dienste setzen wir nur ein, wenn Sie im Cookie-Banner eingewilligt haben (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG):',
      ),
      ul(
        '**Statistik:** anonymisierte Auswertung, wie unsere Seiten genutzt werden',
        '**Marketing:** Messung des Erfolgs unserer Kampagnen',
        '**Externe Medien:** eingebettete Videos und Karten',
        '**Chat:** ein Chatfenster für schnelle Fragen an unser Team',
      ),
      p(
        'Ihre Einwilligung können Sie jederzeit über den Link „Cookie-Einstellungen“ am Ende jeder Seite ändern oder widerrufen.',
      ),
    ],
  },
  {
    id: 'kontakt',
    title: 'Kontakt-, Rückruf- und Whitepaper-Anfragen',
    body: [
      p(
        'Wenn Sie uns über ein Formular, per E-Mail oder telefonisch kontaktieren oder ein Whitepaper anfordern, verarbeiten wir Ihre Angaben, um Ihre Anfrage zu beantworten oder Ihnen den Download-Link zu senden. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, wenn Ihre Anfrage auf einen Vertrag zielt, sonst unser berechtigtes Interesse nach Art. 6 Abs. 1 lit. f DSGVO.',
      ),
      p(
        `Anfragen über die Formulare dieser Website löschen wir ${RETENTION.requestsMonths} Monate nach ihrem Eingang automatisch; bis dahin können wir Rückfragen dazu beantworten. Mit der Löschung einer Whitepaper-Anfrage verliert auch ihr Download-Link seine Gültigkeit. Für Anfragen per E-Mail oder Telefon gilt dieselbe Frist. Wird aus einer Anfrage eine Buchung, gilt für die Buchung der folgende Abschnitt.`,
      ),
      p(
        `Einsendungen, die unser Spamschutz aussortiert (auch Newsletter-Anmeldungen), löschen wir nach ${RETENTION.spamDays} Tagen.`,
      ),
    ],
  },
  {
    id: 'buchung',
    title: 'Seminarbuchungen und Kundenportal',
    body: [
      p(
        'Für Buchungen und Reservierungen verarbeiten wir die Daten der Ansprechperson und der Teilnehmenden, um den Vertrag zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO). Rechnungsrelevante Unterlagen bewahren wir aufgrund handels- und steuerrechtlicher Pflichten bis zu zehn Jahre auf (Art. 6 Abs. 1 lit. c DSGVO).',
      ),
      p(
        'Im Kundenportal sehen Sie Ihre gebuchten Seminare und Teilnahmebestätigungen. Ihr Konto können Sie jederzeit löschen lassen.',
      ),
      p(
        'Bewerten Sie dort ein besuchtes Seminar, speichern wir Sterne, Text und Sprache mit Ihrer Buchung, um die Teilnahme zu belegen. Nach unserer Prüfung erscheint die Bewertung auf der Seite des Seminars, mit Vorname und Initial des Nachnamens nur, wenn Sie es wünschen, sonst anonym (Art. 6 Abs. 1 lit. a DSGVO). Auf Ihren Wunsch löschen wir sie.',
      ),
    ],
  },
  {
    id: 'newsletter',
    title: 'Newsletter',
    body: [
      p(
        `Für den [Newsletter](${URLS.de.newsletter}) benötigen wir Ihre E-Mail-Adresse und Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO). Nach der Anmeldung senden wir Ihnen eine E-Mail mit einem Bestätigungslink; erst danach erhalten Sie den Newsletter. Wir protokollieren Anmeldung und Bestätigung, um die Einwilligung nachweisen zu können.`,
      ),
      p(
        `Solange Sie angemeldet sind, speichern wir Ihre Angaben. Bestätigen Sie die Anmeldung nicht, löschen wir sie ${RETENTION.unconfirmedDaysAfterLinkExpired} Tage nach Ablauf des Bestätigungslinks, der ${CONFIRM_VALID_DAYS} Tage gültig ist.`,
      ),
      p(
        `Sie können den Newsletter jederzeit über den Link in jeder Ausgabe abbestellen. Nach der Abmeldung löschen wir Anrede, Name und Interessen binnen eines Tages. Ihre E-Mail-Adresse, Sprache und Anmeldeseite sowie die Zeitpunkte von Anmeldung, Bestätigung und Abmeldung bewahren wir noch ${RETENTION.unsubscribedYears} Jahre auf, um nachweisen zu können, dass wir Ihnen den Newsletter nur mit Ihrer Einwilligung geschickt haben (Art. 6 Abs. 1 lit. f DSGVO); danach löschen wir auch sie.`,
      ),
    ],
  },
  {
    id: 'e-mails',
    title: 'E-Mails unserer Website',
    body: [
      p(
        `Bestätigungen, Download-Links und Links zum Zurücksetzen eines Passworts versenden wir über eine Warteschlange, damit keine E-Mail verloren geht und keine doppelt ankommt. Dazu protokollieren wir jede versandte E-Mail mit Empfänger, Betreff und Zeitpunkt. Eine E-Mail, die sich auch nach mehreren Tagen nicht zustellen lässt, bleibt mit ihrem Inhalt gespeichert, damit wir den Fehler nachvollziehen können. Beides löschen wir ${RETENTION.mailsMonths} Monate, nachdem die E-Mail verschickt oder in Auftrag gegeben wurde, automatisch (Art. 6 Abs. 1 lit. f DSGVO).`,
      ),
    ],
  },
  {
    id: 'empfaenger',
    title: 'Empfänger und Speicherort',
    body: [
      p(
        'Unsere Website und unsere Datenbanken werden bei einem Dienstleister in Deutschland betrieben, mit dem wir einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO geschlossen haben. Seminarhotels erhalten nur die Namen der Teilnehmenden, soweit das für die Organisation nötig ist. Eine Übermittlung in Länder außerhalb der EU findet nicht statt.',
      ),
    ],
  },
  {
    id: 'ihre-rechte',
    title: 'Ihre Rechte',
    body: [
      p(
        'Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18) und Datenübertragbarkeit (Art. 20). Einer Verarbeitung auf Grundlage berechtigter Interessen können Sie aus Gründen, die sich aus Ihrer besonderen Situation ergeben, widersprechen (Art. 21). Eine Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen.',
      ),
      p(
        'Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren, zum Beispiel bei der für unseren Sitz zuständigen Behörde in Nordrhein-Westfalen.',
      ),
    ],
  },
  {
    id: 'aenderungen',
    title: 'Stand dieser Erklärung',
    body: [
      p(
        'Stand: November 2026. Wir passen diese Erklärung an, wenn sich unsere Angebote oder die Rechtslage ändern.',
      ),
    ],
  },
]
