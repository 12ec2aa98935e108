import { BANNER_FREE_PATHS, CONSENT_STORAGE_KEY, type ConsentTexts } from '../constants'
import { COOKIE_BANNER_DIALOG_CLASS, CookieBannerContent } from './CookieBannerContent'
import { STATIC_BANNER_ATTRIBUTE, STATIC_BANNER_ID } from './static-banner'

/**
 * The inline script that runs before the copy is painted. It reads only what decides whether the
 * banner shows (useConsent's stored `showCookieBanner`, the path as isBannerFreePath tests it);
 * anything unreadable keeps it.
 */
export function staticBannerScript(): string {
  const key = JSON.stringify(CONSENT_STORAGE_KEY)
  const freePaths = JSON.stringify(BANNER_FREE_PATHS)
  return `try{var s=JSON.parse(localStorage.getItem(${key})||"null");if((s&&s.state&&s.state.showCookieBanner===false)||${freePaths}.indexOf(location.pathname.replace(/\\/?$/,"/"))>=0)document.documentElement.setAttribute(${JSON.stringify(STATIC_BANNER_ATTRIBUTE)},"off")}catch(e){}`
}

type Props = { privacyUrl: string; texts: ConsentTexts['banner']; nonce?: string }

/**
 * The banner as the server renders it (see static-banner.ts): the same box in the place where the
 * modal banner will open, with a backdrop of its own. It is inert: its buttons could do nothing
 * before the scripts, so it is left out of the keyboard order and the accessibility tree until
 * the interactive banner, a modal that takes the focus, replaces it. A plain box, not a
 * `<dialog>`: it is a picture of the banner, and code that asks whether a dialog covers the page
 * (the visitor notices) must not count it.
 */
export function StaticCookieBanner({ privacyUrl, texts, nonce }: Props) {
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: staticBannerScript() }} />
      <div id={STATIC_BANNER_ID} inert aria-hidden="true">
        <div className="fixed inset-0 z-40 bg-black/40" />
        {/* h-fit: a modal <dialog> is as high as its content; mt-auto then puts the box at the bottom. */}
        <div className={`fixed inset-0 z-50 h-fit ${COOKIE_BANNER_DIALOG_CLASS}`}>
          <CookieBannerContent privacyUrl={privacyUrl} texts={texts} idPrefix={STATIC_BANNER_ID} />
        </div>
      </div>
    </>
  )
}
