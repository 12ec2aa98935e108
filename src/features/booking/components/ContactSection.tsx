import { useTranslations } from 'next-intl'

import { Checkbox } from '@/components/ui/form/Checkbox'

import { PersonFields } from './PersonFields'

type Props = {
  /** The tick "participant 1 is the contact person": the contact fields then stay hidden. */
  isFirstParticipant: boolean
  onIsFirstParticipantChange: (ticked: boolean) => void
}

/**
 * The person who books and whom the institute writes to; the confirmation mail goes here. Comes
 * after the participants, so one tick can take participant 1's details.
 */
export function ContactSection({ isFirstParticipant, onIsFirstParticipantChange }: Props) {
  const t = useTranslations('booking')
  return (
    <section aria-labelledby="booking-contact" className="space-y-4">
      <h2 id="booking-contact" className="text-2xl font-bold">
        {t('contact.title')}
      </h2>
      <p className="text-muted">{t('contact.intro')}</p>
      <Checkbox
        label={t('contact.sameAsParticipant')}
        checked={isFirstParticipant}
        onChange={(event) => onIsFirstParticipantChange(event.target.checked)}
      />
      {isFirstParticipant ? (
        <p className="text-muted">{t('contact.sameAsParticipantHint')}</p>
      ) : (
        <PersonFields prefix="contact" variant="contact" />
      )}
    </section>
  )
}
