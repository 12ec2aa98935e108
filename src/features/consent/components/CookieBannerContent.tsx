import type { ConsentTexts } from '../constants'
import {
  CONSENT_CHOICE_ATTRIBUTE,
  type ConsentChoice,
  COOKIE_BANNER_ID,
} from './cookie-banner-dialog'

type Props = {
  privacyUrl: string
  texts: ConsentTexts['banner']
}

/** The button's choice as wire-cookie-banner.ts reads it. */
const choice = (value: ConsentChoice) => ({ [CONSENT_CHOICE_ATTRIBUTE]: value })

/**
 * What the first-visit banner shows: title, text, privacy link and the three choices (the client
 * gives the buttons their actions, see wire-cookie-banner.ts).
 */
export function CookieBannerContent({ privacyUrl, texts }: Props) {
  const [before, link, after] = texts.privacy.split(/<\/?privacy>/)
  return (
    <>
      <h2 id={`${COOKIE_BANNER_ID}-title`} className="text-xl leading-snug font-semibold">
        {texts.title}
      </h2>
      <div id={`${COOKIE_BANNER_ID}-text`} className="mt-3 space-y-2 text-sm md:text-base">
        <p>{texts.text}</p>
        <p>
          {before}
          <a
            href={privacyUrl}
            className="font-medium text-brand underline underline-offset-2 hover:text-brand-darker"
          >
            {link}
          </a>
          {after}
        </p>
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {/* Refusing is as easy and as prominent as accepting; focus starts on the first choice. */}
        <button type="button" {...choice('all')} className="btn-primary">
          {texts.acceptAll}
        </button>
        <button type="button" {...choice('necessary')} className="btn-primary">
          {texts.necessaryOnly}
        </button>
        <button
          type="button"
          {...choice('settings')}
          aria-haspopup="dialog"
          className="btn-secondary"
        >
          {texts.settings}
        </button>
      </div>
    </>
  )
}

/** The banner dialog's box, at the bottom of the screen over a dimmed page. */
export const COOKIE_BANNER_DIALOG_CLASS =
  'mx-auto mt-auto mb-3 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-3xl overflow-y-auto rounded-lg bg-white p-5 text-ink shadow-2xl outline-none backdrop:bg-black/40 md:mb-6 md:p-7'
