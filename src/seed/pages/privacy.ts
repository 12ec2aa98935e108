import { sectionBlocks } from './legal'
import { privacyIntroDe, privacySectionsDe } from './privacyDe'
import { privacyIntroEn, privacySectionsEn } from './privacyEn'
import type { PageFactory } from './types'

export const privacy: PageFactory = () => ({
  key: 'privacy',
  de: {
    title: 'Datenschutzerklärung',
    slug: 'datenschutzerklaerung',
    description: 'Wie das Institut für Führung Münster mit Ihren personenbezogenen Daten umgeht.',
    blocks: sectionBlocks(privacyIntroDe, 'Inhalt', privacySectionsDe),
  },
  en: {
    title: 'Privacy statement',
    slug: 'privacy-statement',
    description: 'How the Institut für Führung Münster handles your personal data.',
    blocks: sectionBlocks(privacyIntroEn, 'Contents', privacySectionsEn),
  },
})
