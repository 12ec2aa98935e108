import type { Locale } from '@/i18n/locales'

import { MAX_WAITING_PARTICIPANTS } from '../constants'
import { signUpLabels } from './signup-labels'
import { SignUpForm } from './SignUpForm.lazy'

/** "Join the waiting list" for a fully booked date of the seminar page's date list. */
export async function WaitingListButton({
  dateId,
  period,
  locale,
}: {
  dateId: number
  period: string
  locale: Locale
}) {
  return (
    <SignUpForm
      kind="waitingList"
      targetId={dateId}
      maxParticipants={MAX_WAITING_PARTICIPANTS}
      labels={await signUpLabels(locale, 'waitingList', period)}
    />
  )
}

/** "Notify me when new dates are set" for a seminar without upcoming dates. */
export async function DateAlertButton({
  seminarId,
  locale,
}: {
  seminarId: number
  locale: Locale
}) {
  return (
    <div className="mt-5">
      <SignUpForm
        kind="dateAlert"
        targetId={seminarId}
        labels={await signUpLabels(locale, 'dateAlert')}
      />
    </div>
  )
}
