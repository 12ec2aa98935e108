import { useTranslations } from 'next-intl'
import { type ReactNode, useState } from 'react'
import { get, useFormState } from 'react-hook-form'

import type { BookingInput } from '../schema'
import type { BookingPath } from './useBookingField'

type Props = { names: BookingPath[]; children: ReactNode }

/**
 * A person's optional fields behind "Weitere Angaben" (a native disclosure, so keyboards open it
 * too), closed at first. An error in one of them opens it, so that the error shows and the field
 * can take the focus.
 */
export function MoreDetails({ names, children }: Props) {
  const t = useTranslations('booking')
  const { errors } = useFormState<BookingInput>({ name: names })
  const hasError = names.some((name) => get(errors, name) !== undefined)
  const [open, setOpen] = useState(false)
  const [errorShown, setErrorShown] = useState(false)
  if (hasError !== errorShown) {
    setErrorShown(hasError)
    if (hasError) setOpen(true)
  }

  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="md:col-span-2"
    >
      <summary className="w-fit cursor-pointer py-2.5 font-semibold text-brand">
        {t('moreDetails')}
      </summary>
      <div className="mt-2 grid gap-x-6 gap-y-4 md:grid-cols-2">{children}</div>
    </details>
  )
}
