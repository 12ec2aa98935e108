import { BANNER_FREE_PATHS, CONSENT_STORAGE_KEY, type ConsentTexts } from '../constants'
import {
  BANNER_LIVE_ATTRIBUTE,
  CONSENT_CHOICE_ATTRIBUTE,
  COOKIE_BANNER_ATTRIBUTE,
  COOKIE_BANNER_ID,
  PENDING_CHOICE_ATTRIBUTE,
} from './cookie-banner-dialog'
import { COOKIE_BANNER_DIALOG_CLASS, CookieBannerContent } from './CookieBannerContent'

/**
 * The inline script after the banner, run before the first paint. It reads only what decides
 * whether the banner shows (useConsent's stored `showCookieBanner`, the path as isBannerFreePath
 * tests it; anything unreadable keeps it) and then opens it as a modal with the focus on the first
 * choice. Until the client takes over (data-live) it keeps Tab inside and refuses Escape as
 * wireCookieBanner does, and remembers a choice clicked meanwhile.
 */
export function cookieBannerScript(): string {
  const key = JSON.stringify(CONSENT_STORAGE_KEY)
  const freePaths = JSON.stringify(BANNER_FREE_PATHS)
  const attribute = JSON.stringify(COOKIE_BANNER_ATTRIBUTE)
  const live = JSON.stringify(BANNER_LIVE_ATTRIBUTE)
  const choice = JSON.stringify(CONSENT_CHOICE_ATTRIBUTE)
  return [
    `(function(){var h=document.documentElement,d=document.getElementById(${JSON.stringify(COOKIE_BANNER_ID)});`,
    `try{var s=JSON.parse(localStorage.getItem(${key})||"null");if((s&&s.state&&s.state.showCookieBanner===false)||${freePaths}.indexOf(location.pathname.replace(/\\/?$/,"/"))>=0){h.setAttribute(${attribute},"off");return}}catch(e){}`,
    `if(!d||!d.showModal)return;h.setAttribute(${attribute},"open");d.showModal();d.querySelector("[${CONSENT_CHOICE_ATTRIBUTE}]").focus();`,
    `var early=function(){return!d.hasAttribute(${live})};`,
    `d.addEventListener("cancel",function(e){if(early())e.preventDefault()});`,
    `d.addEventListener("close",function(){if(early()&&h.getAttribute(${attribute})==="open")d.showModal()});`,
    `d.addEventListener("click",function(e){var b=early()&&e.target.closest("[${CONSENT_CHOICE_ATTRIBUTE}]");if(b)d.setAttribute(${JSON.stringify(PENDING_CHOICE_ATTRIBUTE)},b.getAttribute(${choice}))});`,
    `d.addEventListener("keydown",function(e){if(e.key!=="Tab"||!early())return;var f=d.querySelectorAll("a[href],button:not([disabled])"),a=f[0],z=f[f.length-1],g=e.shiftKey?a:z,c=document.activeElement;if(c!==g&&d.contains(c))return;e.preventDefault();(e.shiftKey?z:a).focus()})`,
    `})()`,
  ].join('')
}

type Props = { privacyUrl: string; texts: ConsentTexts['banner']; nonce?: string }

/**
 * The first-visit banner, a native modal `<dialog>` (the page behind it is inert, so keyboard
 * users cannot tab into content it covers), rendered by the server and closed; its script opens
 * it (see cookie-banner-dialog.ts). Placed before the page in the body, so it is open before the
 * rest of the page is parsed and styled.
 */
export function CookieBanner({ privacyUrl, texts, nonce }: Props) {
  return (
    <>
      <dialog
        id={COOKIE_BANNER_ID}
        aria-labelledby={`${COOKIE_BANNER_ID}-title`}
        aria-describedby={`${COOKIE_BANNER_ID}-text`}
        className={COOKIE_BANNER_DIALOG_CLASS}
      >
        <CookieBannerContent privacyUrl={privacyUrl} texts={texts} />
      </dialog>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: cookieBannerScript() }} />
    </>
  )
}
