'use client'

import { type FormEvent, useId, useState } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'

import { DialogCloseButton } from '@/components/ui/DialogCloseButton'

import { COOKIE_CATEGORIES, type ConsentTexts, type CookieCategory } from '../constants'
import {
  acceptAll,
  closeCookieSettings,
  type CookieSettings,
  saveCookieSettings,
  useConsentStore,
} from '../useConsent'

/**
 * The settings dialog: one checkbox per category, prefilled with the stored choice. Escape and
 * the close button leave it without saving (from the banner, the banner comes back); an outside
 * click does not, so a half-made selection is not lost by accident.
 */
export function CookieSettingsDialog({ texts }: { texts: ConsentTexts }) {
  // Mounted only while open, so the draft starts from the stored choice each time.
  const [draft, setDraft] = useState<CookieSettings>(
    () => useConsentStore.getState().cookieSettings,
  )
  const introId = useId()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    saveCookieSettings(draft)
  }

  return (
    <ModalOverlay
      isOpen
      onOpenChange={(open) => {
        if (!open) closeCookieSettings()
      }}
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-black/60 p-4 md:items-center md:p-8"
    >
      <Modal className="w-full max-w-2xl rounded-lg bg-white text-ink shadow-2xl outline-none">
        <Dialog aria-describedby={introId} className="p-5 outline-none md:p-8">
          <div className="flex items-start justify-between gap-4">
            <Heading slot="title" className="pt-1.5 text-xl leading-snug font-semibold md:text-2xl">
              {texts.dialog.title}
            </Heading>
            <DialogCloseButton onClose={closeCookieSettings} label={texts.dialog.close} />
          </div>
          <p id={introId} className="mt-3">
            {texts.dialog.intro}
          </p>
          <form onSubmit={onSubmit} className="mt-5">
            <fieldset>
              <legend className="sr-only">{texts.dialog.categoriesLegend}</legend>
              <ul className="divide-y divide-line border-y border-line">
                {COOKIE_CATEGORIES.map((category) => (
                  <CategoryOption
                    key={category}
                    texts={texts}
                    category={category}
                    checked={category === 'necessary' || draft[category]}
                    onChange={(checked) =>
                      setDraft((current) => ({ ...current, [category]: checked }))
                    }
                  />
                ))}
              </ul>
            </fieldset>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <button type="submit" className="btn-primary">
                {texts.dialog.save}
              </button>
              <button type="button" onClick={acceptAll} className="btn-secondary">
                {texts.dialog.acceptAll}
              </button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

type OptionProps = {
  texts: ConsentTexts
  category: CookieCategory
  checked: boolean
  onChange: (checked: boolean) => void
}

/** One category: checkbox, label and the sentence that says what it allows. */
function CategoryOption({ texts, category, checked, onChange }: OptionProps) {
  const id = useId()
  const alwaysOn = category === 'necessary'
  return (
    <li className="flex items-start gap-3 py-4">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={alwaysOn}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-description`}
        className="mt-1 size-5 shrink-0 accent-brand"
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {texts.categories[category].label}
        </label>
        <p id={`${id}-description`} className="mt-0.5 text-sm text-muted">
          {alwaysOn && <span className="font-semibold text-ink">{texts.dialog.alwaysOn}: </span>}
          {texts.categories[category].description}
        </p>
      </div>
    </li>
  )
}
