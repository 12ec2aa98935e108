'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useRef, useState } from 'react'

import { cartActions } from '@/features/cart/cart-actions'
import { useCartStore, useHydratedCart } from '@/features/cart/cart-store'
import type { Participant } from '@/features/cart/types'
import { BOOKING_ACTION } from '@/features/visitor-modals/constants'

import {
  customerValues,
  holdsProgramme,
  isCustomerValid,
  moduleChoices,
  openModules,
} from '../selection'
import type { AssistantProgrammeView } from '../types'
import { AssistantSummary } from './AssistantSummary'
import { CustomerFields } from './CustomerFields'
import { ModuleStep } from './ModuleStep'

type Props = { programme: AssistantProgrammeView; cartHref: string }

/**
 * The programme assistant (docs/behaviour/states.md#programme-assistant): starts the stored module
 * list for this programme (or resumes it), lets the visitor pick a seminar and a date per module
 * and enter their details, and puts the programme into the cart with the visitor as its first
 * participant.
 */
export function Assistant({ programme, cartHref }: Props) {
  const t = useTranslations('assistant')
  const hydrated = useHydratedCart()
  const entries = useCartStore((state) => state.buchungAssistent.modulauswahl)
  const customer = useCartStore((state) => state.buchungAssistent.kundendaten)
  const [ready, setReady] = useState(false)
  const [added, setAdded] = useState(false)
  const cartLinkRef = useRef<HTMLAnchorElement>(null)

  useEffect(() => {
    if (!hydrated) return
    const { qualiProgrammData, modulauswahl } = useCartStore.getState().buchungAssistent
    if (!holdsProgramme(qualiProgrammData, modulauswahl, programme)) {
      cartActions.startAssistant({
        id: programme.id,
        title: programme.title,
        modules: programme.modules.map(({ id, title, category }) => ({ id, title, category })),
      })
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- cart is read after hydration
    setReady(true)
  }, [hydrated, programme])

  useEffect(() => {
    if (added) cartLinkRef.current?.focus()
  }, [added])

  const saveCustomer = useCallback((data: Partial<Participant>) => {
    cartActions.setCustomerData(data)
    setAdded(false)
  }, [])

  if (!ready) {
    return (
      <p role="status" className="mt-8 text-muted">
        {t('loading')}
      </p>
    )
  }

  const open = openModules(programme, entries).length
  const customerValid = isCustomerValid(customer)
  const complete = open === 0 && customerValid

  const add = () => {
    if (!complete) return
    cartActions.addProgramme({
      programmeId: programme.id,
      modules: moduleChoices(programme, entries),
    })
    const index = useCartStore.getState().warenkorb.length - 1
    cartActions.updateParticipant(index, 1, customerValues(customer))
    setAdded(true)
  }

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="space-y-8">
        <section aria-labelledby="assistant-modules-heading" className="space-y-6">
          <h2 id="assistant-modules-heading" className="text-2xl font-semibold">
            {t('modulesHeading')}
          </h2>
          {programme.modules.map((m) => (
            <ModuleStep
              key={m.id}
              module={m}
              entry={entries.find((e) => e._id === m.id)}
              onSelect={(seminarId, dateId) => {
                cartActions.selectModuleSeminar(m.id, seminarId, dateId)
                setAdded(false)
              }}
            />
          ))}
        </section>
        <section aria-labelledby="assistant-customer-heading">
          <h2 id="assistant-customer-heading" className="text-2xl font-semibold">
            {t('customerHeading')}
          </h2>
          <p className="mt-2 mb-4 text-muted">{t('customerIntro')}</p>
          <CustomerFields initial={customer} onChange={saveCustomer} />
        </section>
      </div>
      <div className="space-y-4 lg:sticky lg:top-4">
        <AssistantSummary programme={programme} entries={entries} />
        {!added && (
          <div>
            <button
              type="button"
              className="btn-primary w-full"
              disabled={!complete}
              onClick={add}
              {...BOOKING_ACTION}
              aria-describedby={complete ? undefined : 'assistant-missing'}
            >
              {t('add')}
            </button>
            {!complete && (
              <ul id="assistant-missing" className="mt-2 space-y-1 text-sm text-muted">
                {open > 0 && <li>{t('missingDates', { count: open })}</li>}
                {!customerValid && <li>{t('missingCustomer')}</li>}
              </ul>
            )}
          </div>
        )}
        <div role="status" data-testid="assistant-added">
          {added && (
            <div className="rounded border-l-4 border-brand bg-section-blue p-4">
              <p className="font-semibold">{t('added', { title: programme.title })}</p>
              <Link ref={cartLinkRef} href={cartHref} className="btn-primary mt-3">
                {t('toCart')}
              </Link>
            </div>
          )}
        </div>
      </div>
    </div>
  )
}
