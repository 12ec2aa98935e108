import type { ReviewStatus } from '@/features/reviews/constants'

/** A demo review: of the date booked for `code` in the demo booking `booking` (plans.ts keys). */
export type ReviewSeed = {
  /** The demo booking's key without PORTAL_KEY_PREFIX. */
  booking: string
  /** The seminar whose booked date (on its own or as a programme module) is reviewed. */
  code: string
  status: ReviewStatus
  stars: number
  showName: boolean
  language: 'de' | 'en'
  text: string
  /** Days after the seminar's last day that the review was written. */
  writtenDaysAfter: number
  rejectionReason?: string
}

/**
 * Reviews of the demo customers' completed bookings (fictional texts). Katrin Beispiel's
 * communication seminar (KO-101) stays unreviewed, so the portal shows its review form.
 */
export const DEMO_REVIEWS: ReviewSeed[] = [
  {
    booking: 'katrin-fuehrung',
    code: 'FK-101',
    status: 'published',
    stars: 5,
    showName: true,
    language: 'de',
    writtenDaysAfter: 3,
    text: 'Sehr praxisnah: Wir haben an eigenen Fällen aus dem Team gearbeitet, und die Trainerin hat jede Übung gut nachbesprochen. Das Feedbackgespräch aus Tag zwei habe ich in der Woche danach direkt geführt.',
  },
  {
    booking: 'katrin-programm',
    code: 'FK-102',
    status: 'published',
    stars: 4,
    showName: false,
    language: 'de',
    writtenDaysAfter: 6,
    text: 'Gute Mischung aus Input und Rollenspielen. Der zweite Tag war etwas dicht; eine Pause mehr hätte gutgetan. Die Unterlagen nutze ich weiterhin.',
  },
  {
    booking: 'katrin-programm',
    code: 'FK-201',
    status: 'pending',
    stars: 4,
    showName: true,
    language: 'de',
    writtenDaysAfter: 2,
    text: 'Hilfreiche Modelle für schwierige Gespräche, und die kleine Gruppe hat offene Fragen möglich gemacht.',
  },
  {
    booking: 'jonas-projekte',
    code: 'PM-101',
    status: 'published',
    stars: 5,
    showName: true,
    language: 'en',
    writtenDaysAfter: 4,
    text: 'Clear structure from kick-off to closure, with templates I could use the following Monday. The trainer answered every question with examples from real projects.',
  },
]
