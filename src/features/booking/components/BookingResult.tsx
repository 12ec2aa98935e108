import { useTranslations } from 'next-intl'
import type { Ref } from 'react'

import type { SubmitState } from './useBookingSubmit'

type ResultState = Exclude<SubmitState, { view: 'form' } | { view: 'invalid' }>

type Props = {
  state: ResultState
  cartHref: string
  seminarsHref: string
  onBack: () => void
  headingRef: Ref<HTMLHeadingElement>
}

const linkClass = 'font-semibold text-brand underline underline-offset-2 hover:text-brand-darker'

/**
 * The view after a send (docs/behaviour/states.md#booking): thanks with the booking number while
 * the confirmation page loads (or, without one, the way on to the seminars), the dates that are
 * full, or a failure with the way back to the form.
 */
export function BookingResult({ state, cartHref, seminarsHref, onBack, headingRef }: Props) {
  const t = useTranslations('booking')
  const success = state.view === 'success'
  const heading = success
    ? t(state.kind === 'reservierung' ? 'success.titleReservation' : 'success.title')
    : t(`${state.view}.title`)

  return (
    <div
      className={`rounded-lg border-l-4 p-6 md:p-8 ${success ? 'border-brand bg-section-blue' : 'border-red-700 bg-red-50'}`}
    >
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
        {heading}
      </h2>
      {state.view === 'success' && (
        <>
          <p className="mt-3 text-lg">
            {t('success.number')}{' '}
            <strong data-testid="booking-number">{state.bookingNumber}</strong>
          </p>
          <p className="mt-3">{t('success.mail', { email: state.email })}</p>
          <p className="mt-2">
            {t(state.kind === 'reservierung' ? 'success.nextReservation' : 'success.next')}
          </p>
          <p className="mt-6">
            {state.confirmationPath ? (
              <a href={state.confirmationPath} className="btn-primary">
                {t('success.toConfirmation')}
              </a>
            ) : (
              <a href={seminarsHref} className="btn-primary">
                {t('success.toSeminars')}
              </a>
            )}
          </p>
        </>
      )}
      {state.view === 'full' && (
        <>
          <p className="mt-3">{t('full.text')}</p>
          <ul className="mt-2 list-disc pl-6">
            {state.fullDates.map((date) => (
              <li key={date.dateId}>
                <strong>{date.title}</strong>
                {date.period && `, ${date.period}`}
              </li>
            ))}
          </ul>
          <p className="mt-3">
            <a href={cartHref} className={linkClass}>
              {t('full.toCart')}
            </a>
          </p>
        </>
      )}
      {state.view === 'busy' && <p className="mt-3">{t('busy.text')}</p>}
      {state.view === 'error' && <p className="mt-3">{t('error.text')}</p>}
      {!success && (
        <button type="button" onClick={onBack} className="btn-secondary mt-6">
          {t('backToForm')}
        </button>
      )}
    </div>
  )
}
