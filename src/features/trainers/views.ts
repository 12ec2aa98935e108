import { type Locale, localizedUrl } from '@/i18n/locales'
import type { Media, Trainer } from '@/payload-types'

/** A trainer as the seminar page shows them: photo, name, role and the profile's URL. */
export type TrainerCard = {
  id: number
  name: string
  role: string
  url: string
  photo: Media | null
}

/** A seminar a profile lists. */
export type TrainerSeminar = {
  id: number
  code: string
  title: string
  subtitle: string | null
  url: string
}

/** A stored trainer (photo populated) as a card. */
export function toTrainerCard(
  trainer: Pick<Trainer, 'id' | 'name' | 'role' | 'path' | 'photo'>,
  locale: Locale,
): TrainerCard {
  return {
    id: trainer.id,
    name: trainer.name,
    role: trainer.role,
    url: localizedUrl(locale, trainer.path ?? '/'),
    photo: typeof trainer.photo === 'object' ? trainer.photo : null,
  }
}

/** The biography's paragraphs: editors separate them by a blank line. */
export function biographyParagraphs(biography: string | null | undefined): string[] {
  return (biography ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}
