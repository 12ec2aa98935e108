import type { ReviewStatus } from '@/features/reviews/constants'

import { PORTAL_KEY_PREFIX } from '../portal/plans'
import { ALUMNI_KEY_PREFIX } from './alumni'

/** A demo review: of the date booked for `code` in the demo booking with the key `booking`. */
export type ReviewSeed = {
  /** The demo booking's idempotency key. */
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

const alumnus = (name: string) => `${ALUMNI_KEY_PREFIX}${name}`

/**
 * Reviews of the demo customers' and alumni's completed bookings (fictional texts): "Führung
 * kompakt" (FK-101) gets more than a page of them, one review waits for staff and one was
 * rejected. Katrin Beispiel's communication seminar (KO-101) stays unreviewed, so the portal shows
 * its review form.
 */
export const DEMO_REVIEWS: ReviewSeed[] = [
  {
    booking: `${PORTAL_KEY_PREFIX}katrin-fuehrung`,
    code: 'FK-101',
    status: 'published',
    stars: 5,
    showName: true,
    language: 'de',
    writtenDaysAfter: 3,
    text: 'Sehr praxisnah: Wir haben an eigenen Fällen aus dem Team gearbeitet, und die Trainerin hat jede Übung gut nachbesprochen. Das Feedbackgespräch aus Tag zwei habe ich in der Woche danach direkt geführt.',
  },
  {
    booking: `${PORTAL_KEY_PREFIX}katrin-programm`,
    code: 'FK-102',
    status: 'published',
    stars: 4,
    showName: false,
    language: 'de',
    writtenDaysAfter: 6,
    text: 'Gute Mischung aus Input und Rollenspielen. Der zweite Tag war etwas dicht; eine Pause mehr hätte gutgetan. Die Unterlagen nutze ich weiterhin.',
  },
  {
    booking: `${PORTAL_KEY_PREFIX}katrin-programm`,
    code: 'FK-201',
    status: 'pending',
    stars: 4,
    showName: true,
    language: 'de',
    writtenDaysAfter: 2,
    text: 'Hilfreiche Modelle für schwierige Gespräche, und die kleine Gruppe hat offene Fragen möglich gemacht.',
  },
  {
    booking: `${PORTAL_KEY_PREFIX}jonas-projekte`,
    code: 'PM-101',
    status: 'published',
    stars: 5,
    showName: true,
    language: 'en',
    writtenDaysAfter: 4,
    text: 'Clear structure from kick-off to closure, with templates I could use the following Monday. The trainer answered every question with examples from real projects.',
  },
  {
    booking: alumnus('miriam'),
    code: 'FK-101',
    status: 'published',
    stars: 5,
    showName: true,
    language: 'de',
    writtenDaysAfter: 2,
    text: 'Ich bin seit drei Monaten Teamleiterin und hatte viele offene Fragen. Nach zwei Tagen habe ich einen Plan für meine ersten Mitarbeitergespräche und weiß, wie ich Aufgaben klar übergebe.',
  },
  {
    booking: alumnus('tobias'),
    code: 'FK-101',
    status: 'published',
    stars: 4,
    showName: false,
    language: 'de',
    writtenDaysAfter: 5,
    text: 'Inhaltlich stark, besonders der Teil zu Delegation. Für meinen Geschmack etwas viel Theorie am ersten Vormittag, danach sehr lebendig.',
  },
  {
    booking: alumnus('sarah'),
    code: 'FK-101',
    status: 'published',
    stars: 5,
    showName: true,
    language: 'en',
    writtenDaysAfter: 1,
    text: 'I attended in German as a non-native speaker and never felt lost. The trainer checked in with me and the group was welcoming. Practical, honest and well organised.',
  },
  {
    booking: alumnus('deniz'),
    code: 'FK-101',
    status: 'published',
    stars: 3,
    showName: true,
    language: 'de',
    writtenDaysAfter: 8,
    text: 'Solide Grundlagen, aber für mich als Führungskraft mit einigen Jahren Erfahrung war vieles bekannt. Für Einsteiger sicher sehr passend; die Gruppenarbeit zu Konflikten fand ich am wertvollsten.',
  },
  {
    booking: alumnus('claudia'),
    code: 'FK-101',
    status: 'published',
    stars: 5,
    showName: true,
    language: 'de',
    writtenDaysAfter: 3,
    text: 'Angenehme Atmosphäre, gute Verpflegung und eine Trainerin, die zuhört. Die Checkliste für das Jahresgespräch hängt jetzt an meiner Pinnwand.',
  },
  {
    booking: alumnus('felix'),
    code: 'KO-102',
    status: 'rejected',
    rejectionReason: 'Die Bewertung nennt eine andere Teilnehmerin mit vollem Namen.',
    stars: 5,
    showName: true,
    language: 'de',
    writtenDaysAfter: 4,
    text: 'Sehr gutes Seminar, vor allem die Übungen mit meiner Partnerin aus der Gruppe haben viel gebracht.',
  },
]
