import { useTranslations } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import { formatMoney } from '@/lib/locale-format'

import type { ConfirmationItem } from '../read'
import { DateFacts } from './DateFacts'

type Props = { item: ConfirmationItem; locale: Locale }

/**
 * One booked item: a seminar with its date, or a programme with each module's chosen seminar and
 * date; then the participants and the item's net price.
 */
export function ConfirmationItemCard({ item, locale }: Props) {
  const t = useTranslations('bookingConfirmation')
  const count = item.participants.length
  return (
    <li
      data-testid="confirmation-item"
      className="rounded-lg border border-line bg-white p-5 break-inside-avoid md:p-6"
    >
      {item.type === 'qualifizierungsprogramm' && (
        <p className="text-sm font-semibold text-muted uppercase">{t('programme')}</p>
      )}
      <h3 className="text-xl leading-snug font-semibold">{item.title}</h3>
      {item.date && <DateFacts date={item.date} title={item.title} locale={locale} />}
      {item.modules.length > 0 && (
        <ol className="mt-4 space-y-4">
          {item.modules.map((module, index) => (
            <li key={module.date.dateId} className="border-l-4 border-section-blue pl-4">
              <h4 className="font-semibold">
                {t('module', { number: index + 1, title: module.title })}
              </h4>
              {module.seminarTitle && (
                <p data-testid="confirmation-module-seminar">{module.seminarTitle}</p>
              )}
              <DateFacts
                date={module.date}
                title={module.seminarTitle || module.title}
                locale={locale}
              />
            </li>
          ))}
        </ol>
      )}
      <div className="mt-5 border-t border-line pt-4">
        <p className="text-sm font-semibold text-muted">{t('participants')}</p>
        <ul className="mt-1" data-testid="confirmation-participants">
          {item.participants.map((name, index) => (
            <li key={`${index}-${name}`}>{name}</li>
          ))}
        </ul>
        <p className="mt-3 text-muted">
          {t('priceLine', {
            price: formatMoney(item.price, item.currency, locale),
            count,
            total: formatMoney(item.price * count, item.currency, locale),
          })}
        </p>
      </div>
    </li>
  )
}
