'use client'

import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { postMessage } from '@/features/forms/client/useFormSubmission'

import { LINK_TOKEN_PATTERN, OFFER_URL } from '../constants'
import type { OfferView } from './offer-booking'
import { OfferBookingForm } from './OfferBookingForm'

type View =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'offer'; offer: OfferView; token: string }
  | { kind: 'booked'; number: string }
  | { kind: 'gone' }

/**
 * The page of a mailed offer link: reads the token from the link's fragment (never sent in a URL,
 * never logged), shows the held seats and books them with a short form.
 */
export function OfferBooking({
  privacyHref,
  termsHref,
}: {
  privacyHref: string
  termsHref: string
}) {
  const t = useTranslations('waitingList')
  const format = useFormatter()
  const locale = useLocale() as 'de' | 'en'
  const [view, setView] = useState<View>({ kind: 'loading' })
  const resultRef = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? ''
    if (!LINK_TOKEN_PATTERN.test(token)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the fragment is read after mount
      setView({ kind: 'invalid' })
      return
    }
    postMessage(OFFER_URL, { token }).then((answer) => {
      const offer = (answer?.body as { offer?: OfferView } | null)?.offer
      if (answer?.status !== 200 || !offer) return setView({ kind: 'invalid' })
      if (offer.state === 'booked' && offer.bookingNumber)
        return setView({ kind: 'booked', number: offer.bookingNumber })
      setView(offer.state === 'open' ? { kind: 'offer', offer, token } : { kind: 'gone' })
    })
  }, [])

  useEffect(() => {
    if (view.kind === 'booked' || view.kind === 'gone') resultRef.current?.focus()
  }, [view.kind])

  const message = (text: string, tone: 'info' | 'ok' | 'error' = 'info') => (
    <p
      ref={resultRef}
      role="status"
      tabIndex={-1}
      className={`rounded border-l-4 p-4 ${tone === 'ok' ? 'border-green-700 bg-green-50 text-green-900' : tone === 'error' ? 'border-red-700 bg-red-50 text-red-900' : 'border-line bg-section-grey'}`}
    >
      {text}
    </p>
  )

  if (view.kind === 'loading') return message(t('offerLoading'))
  if (view.kind === 'invalid') return message(t('offerInvalid'), 'error')
  if (view.kind === 'gone') return message(t('offerGone'), 'error')
  if (view.kind === 'booked') return message(t('booked', { number: view.number }), 'ok')
  const { offer } = view
  return (
    <div>
      <p className="text-lg">{t('offerHeld', { seats: offer.seats, what: offer.label })}</p>
      {offer.expiresAt && (
        <p className="mt-2 text-muted">
          {t('offerUntil', {
            until: format.dateTime(new Date(offer.expiresAt), {
              dateStyle: 'long',
              timeStyle: 'short',
              timeZone: 'Europe/Berlin',
            }),
          })}
        </p>
      )}
      <OfferBookingForm
        offer={offer}
        token={view.token}
        language={locale}
        privacyHref={privacyHref}
        termsHref={termsHref}
        onBooked={(number) => setView({ kind: 'booked', number })}
        onGone={() => setView({ kind: 'gone' })}
      />
    </div>
  )
}
