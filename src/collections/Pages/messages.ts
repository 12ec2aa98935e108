import type { PayloadRequest } from 'payload'

/** The admin language of the request: English or (by default) German. */
export const languageOf = (req: PayloadRequest): 'de' | 'en' =>
  req.i18n?.language === 'en' ? 'en' : 'de'

/** Refusals of the page tree and its fixed links, in the editor's language. */
export const PAGE_MESSAGES = {
  parentBelowItself: {
    de: () =>
      'Eine Seite kann nicht unter sich selbst oder einer ihrer Unterseiten stehen. Wählen Sie eine andere übergeordnete Seite.',
    en: () =>
      'A page cannot be placed below itself or one of its own subpages. Choose another parent page.',
  },
  tooDeep: {
    de: (max: number) =>
      `Seiten lassen sich höchstens ${max} Ebenen tief verschachteln. Wählen Sie eine höher liegende übergeordnete Seite.`,
    en: (max: number) =>
      `Pages can be nested at most ${max} levels deep. Choose a parent page higher up.`,
  },
  hasChildren: {
    de: (count: number, titles: string) =>
      `Unter dieser Seite liegen noch ${count} Unterseite(n) (${titles}). Verschieben oder löschen Sie sie zuerst; dann lässt sich die Seite löschen.`,
    en: (count: number, titles: string) =>
      `${count} page(s) still sit below this page (${titles}). Move or delete them first; then the page can be deleted.`,
  },
  fixedLinkDelete: {
    de: (urls: string) =>
      `Die Website verlinkt fest auf diese Adresse (${urls}), z. B. aus Formularen, dem Cookie-Hinweis oder der Navigation. Die Seite kann daher nicht gelöscht werden.`,
    en: (urls: string) =>
      `The site links to this address (${urls}) in its code, e.g. from forms, the cookie notice or the navigation. The page therefore cannot be deleted.`,
  },
  fixedLinkUnpublish: {
    de: (urls: string) =>
      `Die Website verlinkt fest auf diese Adresse (${urls}), z. B. aus Formularen, dem Cookie-Hinweis oder der Navigation. Die Seite muss daher veröffentlicht bleiben.`,
    en: (urls: string) =>
      `The site links to this address (${urls}) in its code, e.g. from forms, the cookie notice or the navigation. The page therefore has to stay published.`,
  },
  fixedLinkMove: {
    de: (urls: string) =>
      `Die Website verlinkt fest auf diese Adresse (${urls}), z. B. aus Formularen, dem Cookie-Hinweis oder der Navigation. Die Adresse darf sich daher nicht ändern, weder über das URL-Segment noch über die übergeordnete Seite. Als Entwurf können Sie die Änderung speichern, aber nicht veröffentlichen.`,
    en: (urls: string) =>
      `The site links to this address (${urls}) in its code, e.g. from forms, the cookie notice or the navigation. The address therefore must not change, neither through the URL segment nor through the parent page. You can save the change as a draft but not publish it.`,
  },
} as const
