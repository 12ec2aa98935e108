import { getTranslations } from 'next-intl/server'

import { RichText } from '@/components/ui/RichText'
import { Section } from '@/components/ui/Section'
import { getSiteSettings } from '@/features/site/queries'
import type { TextBlock as TextBlockData } from '@/payload-types'

import type { BlockProps } from '../types'
import { FIRST_COLUMN_CLASSES, TEXT_WIDTH_CLASSES } from '../widths'

import { ContactBox } from '@/features/site/ContactBox'

/**
 * Text block: one text at a chosen width, or two columns, optionally with the contact box beside
 * it.
 */
export async function TextBlock({ block, locale }: BlockProps<TextBlockData>) {
  const twoColumns = Boolean(block.main_block_2cols && block.main_block_cke2)
  const withContact = Boolean(block.main_block_text_kontakt_anzeigen)
  const first = <RichText data={block.main_block_cke} locale={locale} />

  if (!twoColumns && !withContact) {
    return (
      <Section background={block.main_block_hintergrundfarbe}>
        <div className={TEXT_WIDTH_CLASSES[block.main_block_text_breite ?? '8']}>{first}</div>
      </Section>
    )
  }

  const [settings, t] = await Promise.all([
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'contactBox' }),
  ])
  return (
    <Section background={block.main_block_hintergrundfarbe}>
      <div className="flex flex-col gap-10 lg:flex-row lg:gap-16">
        <div className={`min-w-0 ${FIRST_COLUMN_CLASSES[block.main_block_spalten_breite ?? '50']}`}>
          {first}
        </div>
        <div className="min-w-0 flex-1 space-y-8">
          {twoColumns && <RichText data={block.main_block_cke2} locale={locale} />}
          {withContact && (
            <ContactBox
              settings={settings}
              labels={{ title: t('title'), phone: t('phone'), email: t('email') }}
            />
          )}
        </div>
      </div>
    </Section>
  )
}
