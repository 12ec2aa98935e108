import type { Ref } from 'react'

import type { ConsentTexts } from '../constants'

type Props = {
  privacyUrl: string
  texts: ConsentTexts['banner']
  /** Prefix of the title's and text's ids, unique per copy of the banner on a page. */
  idPrefix: string
  /** Absent in the server-rendered copy, whose buttons wait for the interactive banner. */
  onAcceptAll?: () => void
  onNecessaryOnly?: () => void
  onSettings?: () => void
  firstChoiceRef?: Ref<HTMLButtonElement>
}

/** What the first-visit banner shows: title, text, privacy link and the three choices. */
export function CookieBannerContent({
  privacyUrl,
  texts,
  idPrefix,
  onAcceptAll,
  onNecessaryOnly,
  onSettings,
  firstChoiceRef,
}: Props) {
  const [before, link, after] = texts.privacy.split(/<\/?privacy>/)
  return (
    <>
      <h2 id={`${idPrefix}-title`} className="text-xl leading-snug font-semibold">
        {texts.title}
      </h2>
      <div id={`${idPrefix}-text`} className="mt-3 space-y-2 text-sm md:text-base">
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
        <button ref={firstChoiceRef} type="button" onClick={onAcceptAll} className="btn-primary">
          {texts.acceptAll}
        </button>
        <button type="button" onClick={onNecessaryOnly} className="btn-primary">
          {texts.necessaryOnly}
        </button>
        <button type="button" onClick={onSettings} aria-haspopup="dialog" className="btn-secondary">
          {texts.settings}
        </button>
      </div>
    </>
  )
}

/**
 * The banner dialog's box; the server-rendered copy (a div) adds `fixed inset-0 h-fit` to stand
 * where the modal will.
 */
export const COOKIE_BANNER_DIALOG_CLASS =
  'mx-auto mt-auto mb-3 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-3xl overflow-y-auto rounded-lg bg-white p-5 text-ink shadow-2xl outline-none backdrop:bg-black/40 md:mb-6 md:p-7'
