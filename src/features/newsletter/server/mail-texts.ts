/** The words of the newsletter's double opt-in mail, one table per language (ConfirmMail.tsx). */
export const NEWSLETTER_TEXTS = {
  de: {
    subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    heading: 'Nur noch ein Klick',
    confirm: 'Anmeldung bestätigen',
    copy: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
    intro:
      'vielen Dank für Ihr Interesse an unserem Newsletter. Bitte bestätigen Sie Ihre Anmeldung über diesen Link:',
    validity: (days: number) =>
      `Der Link ist ${days} Tage gültig. Erst nach Ihrer Bestätigung schicken wir Ihnen den Newsletter.`,
    notYou:
      'Sie haben sich nicht angemeldet? Dann müssen Sie nichts tun: Ohne Bestätigung erhalten Sie keinen Newsletter.',
    unsubscribe: 'Abmelden können Sie sich jederzeit über diesen Link:',
  },
  en: {
    subject: 'Please confirm your newsletter subscription',
    heading: 'Just one more click',
    confirm: 'Confirm subscription',
    copy: 'If the button does not work, copy this address into your browser:',
    intro:
      'thank you for your interest in our newsletter. Please confirm your subscription using this link:',
    validity: (days: number) =>
      `The link is valid for ${days} days. We will only send you the newsletter once you have confirmed.`,
    notYou:
      'Did not sign up? Then there is nothing you need to do: without confirmation you will not receive the newsletter.',
    unsubscribe: 'You can unsubscribe at any time using this link:',
  },
} as const
