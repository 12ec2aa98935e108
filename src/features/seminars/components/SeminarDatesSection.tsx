import { getTranslations } from 'next-intl/server'

import { SmartLink } from '@/components/ui/SmartLink'
import { CalendarFileLink } from '@/features/calendar/components/CalendarFileLink'
import type { GateConfig } from '@/features/embeds/labels'
import {
  DateAlertButton,
  WaitingListButton,
} from '@/features/waiting-list/components/WaitingListButton'
import type { Locale } from '@/i18n/locales'

import { DATES_SECTION_ID } from '../constants'
import { formatDays } from '../format'
import type { PlaceAddress } from '../jsonld'
import { cartUrl, contactUrl } from '../links'
import type { SeminarDateView } from '../types'
import { venueOfDate } from '../views'

import { BookDateButton } from './BookDateButton.lazy'
import { DateFormatNote } from './DateFormatNote'
import { DateVenue } from './DateVenue'
import { Cell, Seats } from './DateCells'
import { FormatBadge } from './FormatBadge'

type Props = {
  dates: SeminarDateView[]
  seminarId: number
  /** The seminar's length in days, for dates given only as text. */
  duration: number
  locale: Locale
  /** The site's note on how online dates run, for those without a note of their own. */
  onlineNote?: string | null
  /** The dates' places with their addresses (getPlaceAddresses); a place left out gets no line. */
  places?: PlaceAddress[]
  /** The maps consent notice; without it the venues show no embedded map. */
  mapGate?: GateConfig | null
}

/**
 * Timetable columns at 1024 px and wider (values, then the book button); below, every value carries
 * its own label.
 */
const ROW_GRID = 'lg:grid lg:grid-cols-[minmax(0,1fr)_11rem] lg:items-center lg:gap-6'
const VALUE_GRID =
  'lg:grid-cols-[minmax(0,1.7fr)_minmax(0,0.7fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.1fr)] lg:items-center lg:gap-6'

/**
 * The seminar's dates as timetable rows (period with its calendar file, days, place and format,
 * price, seats left, book; below, the venue's address and map for a date on site and how an online
 * date runs), which cards and date lists link to by its id; without dates, the way to the contact
 * page.
 */
export async function SeminarDatesSection({
  dates,
  seminarId,
  duration,
  locale,
  onlineNote,
  places = [],
  mapGate = null,
}: Props) {
  const [t, common] = await Promise.all([
    getTranslations({ locale, namespace: 'seminars.dates' }),
    getTranslations({ locale, namespace: 'common' }),
  ])
  const placesById = new Map(places.map((place) => [place.id, place]))
  const headingId = `${DATES_SECTION_ID}-title`
  const columns = [t('period'), t('days'), t('place'), t('price'), t('seats')]

  return (
    <section
      id={DATES_SECTION_ID}
      aria-labelledby={headingId}
      className="scroll-mt-28 bg-section-grey py-12 md:py-16"
    >
      <div className="container-site">
        <h2 id={headingId} className="text-2xl font-semibold md:text-3xl">
          {t('title')}
        </h2>
        {dates.length === 0 ? (
          <div className="mt-6 max-w-2xl rounded-lg bg-white p-6">
            <p className="font-semibold">{t('empty')}</p>
            <p className="mt-2 text-muted">{t('emptyInfo')}</p>
            <SmartLink href={contactUrl(locale)} className="btn-secondary mt-5">
              {t('contact')}
            </SmartLink>
            <DateAlertButton seminarId={seminarId} locale={locale} />
          </div>
        ) : (
          <>
            <div
              aria-hidden="true"
              className={`mt-8 hidden px-6 pb-2 text-sm font-semibold text-muted ${ROW_GRID}`}
            >
              <div className={`grid ${VALUE_GRID}`}>
                {columns.map((label) => (
                  <span key={label}>{label}</span>
                ))}
              </div>
            </div>
            <ul className="mt-6 space-y-3 lg:mt-0">
              {dates.map((date) => {
                const venue = venueOfDate(date, placesById)
                return (
                  <li
                    key={date.id}
                    data-testid="seminar-date"
                    data-format={date.format}
                    className={`rounded-lg border border-line bg-white p-5 lg:px-6 ${ROW_GRID}`}
                  >
                    <dl className={`grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 ${VALUE_GRID}`}>
                      <Cell label={columns[0]} className="col-span-2 sm:col-span-3">
                        <span className="text-lg font-semibold">{date.period}</span>
                        {date.startDate && (
                          <div className="mt-1">
                            <CalendarFileLink
                              dateId={date.id}
                              locale={locale}
                              text={t('calendar')}
                              label={
                                date.format === 'online'
                                  ? t('calendarLabelOnline', { period: date.period })
                                  : t('calendarLabel', { period: date.period, place: date.place })
                              }
                            />
                          </div>
                        )}
                      </Cell>
                      <Cell label={columns[1]}>{formatDays(date.days ?? duration, locale)}</Cell>
                      <Cell label={columns[2]}>
                        <span className="block">{date.place}</span>
                        <FormatBadge format={date.format} text={t(`formats.${date.format}`)} />
                      </Cell>
                      <Cell label={columns[3]}>
                        <span className="font-semibold">{date.priceLabel}</span>{' '}
                        <span className="text-sm text-muted">{t('priceNote')}</span>
                      </Cell>
                      <Cell label={columns[4]}>
                        <Seats
                          left={date.seatsLeft}
                          text={
                            date.seatsLeft > 0
                              ? t('seatsLeft', { count: date.seatsLeft })
                              : t('full')
                          }
                        />
                      </Cell>
                    </dl>
                    <div className="empty:hidden lg:col-span-2 lg:row-start-2">
                      {venue && (
                        <DateVenue
                          place={venue}
                          gate={mapGate}
                          labels={{
                            venue: t('venue'),
                            openMap: t('openMap'),
                            openMapHint: ` (${t('openMapHint', { name: venue.name })}, ${common('openInNewTab')})`,
                            showMap: t('showMap'),
                            mapTitle: t('mapTitle', { name: venue.name }),
                          }}
                        />
                      )}
                      <DateFormatNote date={date} siteNote={onlineNote} label={t('onlineNote')} />
                    </div>
                    <div className="mt-4 lg:mt-0">
                      {date.seatsLeft === 0 && (
                        <WaitingListButton dateId={date.id} period={date.period} locale={locale} />
                      )}
                      {date.seatsLeft > 0 && (
                        <BookDateButton
                          dateId={date.id}
                          seminarId={seminarId}
                          cartHref={cartUrl(locale)}
                          labels={{
                            book: t('book'),
                            bookLabel:
                              date.format === 'online'
                                ? t('bookLabelOnline', { period: date.period })
                                : t('bookLabel', { period: date.period, place: date.place }),
                            added: t('added', { period: date.period }),
                            addedAgain: (t.raw('addedAgain') as string).replace(
                              '{period}',
                              date.period,
                            ),
                            failed: t('failed'),
                            toCart: t('toCart'),
                          }}
                        />
                      )}
                    </div>
                  </li>
                )
              })}
            </ul>
          </>
        )}
      </div>
    </section>
  )
}
