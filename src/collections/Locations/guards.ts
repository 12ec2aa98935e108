import { refuseDeleteWhileDatesPointAt } from '@/hooks/refuseDelete'

/** A location cannot be deleted while seminar dates take place there: they require one. */
export const refuseDeleteWhileDated = refuseDeleteWhileDatesPointAt('location', (count, dates) => ({
  de: `An diesem Standort finden noch ${count} Seminartermin(e) statt (${dates}). Verlegen oder löschen Sie sie zuerst; dann lässt sich der Standort löschen.`,
  en: `${count} seminar date(s) still take place at this location (${dates}). Move or delete them first; then the location can be deleted.`,
}))
