import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'

import { RequiredNote } from '@/components/ui/form/FieldParts'
import { useCartDetails } from '@/features/cart/useCartDetails'
import { cartActions } from '@/features/cart/cart-actions'
import { rememberLastBooking } from '@/features/cart/last-booking'
import { summarizeCart } from '@/features/cart/summary'
import { useLazyZodResolver } from '@/features/forms/client/lazyResolver'
import type { CartState } from '@/features/cart/types'
import type { Locale } from '@/i18n/locales'

import type { Booking, BookingInput } from '../schema'
import { BillingSection } from './BillingSection'
import { BookingResult } from './BookingResult'
import { ContactSection } from './ContactSection'
import {
  CONTACT_FIELDS,
  contactFromFirstParticipant,
  FIRST_PARTICIPANT,
  onFirstParticipant,
  withContactFromParticipant,
} from './contact-from-participant'
import { clearDraft, readDraft, saveDraft } from './draft'
import { bookableItemsOf, initialValues, newIdempotencyKey } from './form-values'
import { OptionsSection } from './OptionsSection'
import { ParticipantsSection } from './ParticipantsSection'
import { SummarySection } from './SummarySection'
import type { BookingPath } from './useBookingField'
import { useBookingSubmit } from './useBookingSubmit'
import { useKeepBookingInput } from './useKeepBookingInput'

/**
 * docs/behaviour/states.md: the first invalid field gets scrolled to and focused 100 ms after a
 * failed send.
 */
export const FOCUS_ERROR_DELAY_MS = 100

export type BookingFormProps = {
  locale: Locale
  cartHref: string
  /** Where a booked visitor goes on when no confirmation page answered (a repeated send). */
  seminarsHref: string
  privacyHref: string
  termsHref: string
}

/** The booking form for a cart snapshot: sections, sending, and the result views. */
export function BookingFormContent({
  cart,
  locale,
  cartHref,
  seminarsHref,
  privacyHref,
  termsHref,
}: BookingFormProps & { cart: CartState }) {
  const t = useTranslations('booking')
  const tForms = useTranslations('forms')
  const router = useRouter()
  const [draft] = useState(readDraft)
  // One key for the form's whole life: a double click or a retry is the same booking.
  const [defaults] = useState(() => initialValues(cart, locale, newIdempotencyKey(), draft))
  const [firstIsContact, setFirstIsContact] = useState(draft.contactIsFirstParticipant ?? false)
  const firstIsContactNow = useRef(firstIsContact)
  const [items] = useState(() => bookableItemsOf(cart))
  const details = useCartDetails(locale, items, true)
  const summary = details.details ? summarizeCart(items, details.details, locale) : null
  // zod and the booking schema load on the visitor's first interaction, not with the page.
  const schemaResolver = useLazyZodResolver(() =>
    import('../schema').then((schemas) => schemas.bookingSchema),
  )
  const [resolver] = useState(() =>
    withContactFromParticipant(schemaResolver, () => firstIsContactNow.current),
  )
  const form = useForm<BookingInput, unknown, Booking>({
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues: defaults,
  })
  const { state, submit, backToForm, showError } = useBookingSubmit()
  const formRef = useRef<HTMLFormElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const result = state.view !== 'form' && state.view !== 'invalid' ? state : null
  const sending = state.view === 'form' && state.sending
  const kind = useWatch({ control: form.control, name: 'kind' })

  useKeepBookingInput(form, items)

  useEffect(() => {
    firstIsContactNow.current = firstIsContact
    if (!firstIsContact) return
    // While ticked, the contact person follows participant 1 (and is stored with it).
    const copy = () => {
      const contact = contactFromFirstParticipant(form.getValues())
      for (const field of CONTACT_FIELDS) form.setValue(`contact.${field}`, contact[field])
    }
    copy()
    // eslint-disable-next-line react-hooks/incompatible-library -- watch(callback) copies values
    const subscription = form.watch((_, { name }) => {
      if (name?.startsWith(`${FIRST_PARTICIPANT}.`)) copy()
    })
    return () => subscription.unsubscribe()
  }, [form, firstIsContact])

  const changeFirstIsContact = (ticked: boolean) => {
    setFirstIsContact(ticked)
    saveDraft({ contactIsFirstParticipant: ticked })
    // Errors of fields that leave the screen, or whose rule changes, would be stale.
    form.clearErrors(ticked ? 'contact' : `${FIRST_PARTICIPANT}.telefon`)
  }

  useEffect(() => {
    if (!result) return
    headingRef.current?.scrollIntoView?.({ block: 'start' })
    headingRef.current?.focus({ preventScroll: true })
  }, [result])

  const focusFirstError = () =>
    window.setTimeout(() => {
      const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
      field?.scrollIntoView?.({ block: 'center' })
      field?.focus({ preventScroll: true })
    }, FOCUS_ERROR_DELAY_MS)

  const onValid = async (booking: Booking) => {
    const next = await submit(booking)
    if (next?.view === 'success') {
      cartActions.clearCart()
      clearDraft()
      // The confirmation takes the booking page's place in the history: going back from it
      // leads to the cart, which links back to the confirmation (rememberLastBooking).
      if (next.confirmationPath) {
        rememberLastBooking({ number: next.bookingNumber, path: next.confirmationPath })
        router.replace(next.confirmationPath)
      }
    }
    if (next?.view !== 'invalid') return
    const shown = Object.entries(next.errors)
      .map(([path, key]) => [firstIsContact ? onFirstParticipant(path) : path, key] as const)
      .filter(([path]) => formRef.current?.querySelector(`[name="${CSS.escape(path)}"]`))
    // Errors on nothing the visitor can correct (the trap field, a vanished date) end in the error
    // view.
    if (shown.length === 0) return showError()
    for (const [path, key] of shown)
      form.setError(path as BookingPath, { type: 'server', message: key })
    focusFirstError()
  }

  return (
    <>
      {/* Alike other components' prop lists by shape only: these are the result view's. */}
      {result && (
        <BookingResult
          state={result}
          cartHref={cartHref}
          seminarsHref={seminarsHref}
          onBack={backToForm}
          headingRef={headingRef}
        />
      )}
      <FormProvider {...form}>
        <form
          ref={formRef}
          noValidate
          hidden={Boolean(result)}
          onSubmit={form.handleSubmit(onValid, () => void focusFirstError())}
          className="space-y-12"
        >
          <RequiredNote>{tForms('requiredNote')}</RequiredNote>
          <SummarySection
            status={details.status}
            lines={summary?.lines ?? null}
            totals={summary?.totals ?? []}
            cartHref={cartHref}
          />
          <ParticipantsSection
            items={items}
            lines={summary?.lines ?? null}
            firstIsContact={firstIsContact}
          />
          <ContactSection
            isFirstParticipant={firstIsContact}
            onIsFirstParticipantChange={changeFirstIsContact}
          />
          <BillingSection />
          <OptionsSection privacyHref={privacyHref} termsHref={termsHref} />
          <div className="space-y-4">
            <div aria-live="assertive">
              {state.view === 'invalid' && (
                <p className="rounded border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
                  {t('invalid')}
                </p>
              )}
            </div>
            <button type="submit" className="btn-primary" disabled={sending} aria-busy={sending}>
              {sending ? t('sending') : t(kind === 'reservierung' ? 'submitReservation' : 'submit')}
            </button>
          </div>
        </form>
      </FormProvider>
    </>
  )
}
