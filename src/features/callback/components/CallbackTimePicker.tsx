import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

import {
  controlClass,
  describedBy,
  FieldError,
  FieldHint,
  FieldLabel,
} from '@/components/ui/form/FieldParts'
import { LineIcon } from '@/components/ui/icons'
import { Modal } from '@/components/ui/Modal.lazy'
import type { Locale } from '@/i18n/locales'

import { PickerDialogBody } from './PickerDialogBody'

type Props = {
  locale: Locale
  label: string
  /** The current termin ('dd.MM.yyyy, HH:mm' or ''). */
  value: string
  error?: string
  /** The hidden `termin` input of the form, which carries the choice. */
  registration: UseFormRegisterReturn
  onChange: (termin: string) => void
}

/**
 * The callback time field: a read-only text showing the choice and a button that opens the
 * picker dialog. The dialog gives the focus back to the element that opened it when it closes.
 */
export function CallbackTimePicker({ locale, label, value, error, registration, onChange }: Props) {
  const t = useTranslations('callbackForm.picker')
  const [open, setOpen] = useState(false)
  const inputId = useId()
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`

  const select = (termin: string) => {
    onChange(termin)
    setOpen(false)
  }

  return (
    <div>
      <FieldLabel htmlFor={inputId} required>
        {label}
      </FieldLabel>
      <FieldHint id={hintId} hint={t('hint')} />
      <div className="flex flex-wrap items-end gap-2 sm:flex-nowrap">
        <input
          id={inputId}
          type="text"
          readOnly
          value={value}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, error && errorId)}
          onClick={() => setOpen(true)}
          className={controlClass(Boolean(error), 'min-h-11 cursor-pointer sm:flex-1')}
        />
        <button
          type="button"
          className="btn-secondary shrink-0"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <LineIcon className="size-5">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" strokeLinecap="round" />
          </LineIcon>
          {t('open')}
        </button>
      </div>
      <input type="hidden" {...registration} />
      <FieldError id={errorId} error={error} />
      <Modal isOpen={open} onOpenChange={setOpen} title={t('title')} closeLabel={t('close')}>
        <PickerDialogBody
          locale={locale}
          termin={value}
          onCancel={() => setOpen(false)}
          onSelect={select}
        />
      </Modal>
    </div>
  )
}
