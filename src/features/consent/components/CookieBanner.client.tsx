'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'

import { acceptAll, acceptNecessaryOnly, openCookieSettings } from '../useConsent'

type Props = { privacyUrl: string }

/**
 * The first-visit banner. It is a modal that only a choice closes (no outside click, no Escape):
 * the site may not load anything optional before the visitor decided, and leaving the banner
 * open behind the page would let keyboard users tab into content it covers.
 */
export function CookieBanner({ privacyUrl }: Props) {
  const t = useTranslations('consent.banner')
  const firstChoice = useRef<HTMLButtonElement>(null)
  // Runs after react-aria's dialog focused itself (child effects first), so the first choice wins.
  useEffect(() => firstChoice.current?.focus(), [])
  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      isKeyboardDismissDisabled
      className="fixed inset-0 z-50 flex items-end justify-center overflow-y-auto bg-black/40 p-3 md:p-6"
    >
      <Modal className="w-full max-w-3xl rounded-lg bg-white text-ink shadow-2xl outline-none">
        <Dialog aria-describedby="cookie-banner-text" className="p-5 outline-none md:p-7">
          <Heading slot="title" className="text-xl leading-snug font-semibold">
            {t('title')}
          </Heading>
          <div id="cookie-banner-text" className="mt-3 space-y-2 text-sm md:text-base">
            <p>{t('text')}</p>
            <p>
              {t.rich('privacy', {
                privacy: (chunks) => (
                  <a href={privacyUrl} className="font-medium text-brand underline underline-offset-2 hover:text-brand-darker">
                    {chunks}
                  </a>
                ),
              })}
            </p>
          </div>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {/* Refusing is as easy and as prominent as accepting; focus starts on the first choice. */}
            <button ref={firstChoice} type="button" onClick={acceptAll} className="btn-primary">
              {t('acceptAll')}
            </button>
            <button type="button" onClick={acceptNecessaryOnly} className="btn-primary">
              {t('necessaryOnly')}
            </button>
            <button type="button" onClick={() => openCookieSettings('banner')} aria-haspopup="dialog" className="btn-secondary">
              {t('settings')}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
