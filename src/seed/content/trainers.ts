import type { Payload } from 'payload'

import type { ImageIds, ImageKey } from '../images'
import type { Localized, SeminarSeed, TopicKey } from './catalogue/types'

const ctx = { disableRevalidate: true }

type TrainerSeed = {
  name: string
  slug: string
  photo: ImageKey
  topics: TopicKey[]
  role: Localized
  /** Paragraphs separated by a blank line. */
  biography: Localized
}

/** Five fictional trainers; every topic has at least one, so every demo seminar gets a trainer. */
export const TRAINERS: TrainerSeed[] = [
  {
    name: 'Dr. Miriam Albers',
    slug: 'miriam-albers',
    photo: 'portraitBlue',
    topics: ['fuehrung', 'veraenderung'],
    role: {
      de: 'Trainerin für Führung und Veränderung',
      en: 'Trainer for leadership and change',
    },
    biography: {
      de: 'Miriam Albers hat zwölf Jahre lang Teams in der Logistik und im Handel geführt, zuletzt einen Bereich mit 180 Beschäftigten. Promoviert hat sie über Führung in Umbrüchen.\n\nIn ihren Seminaren arbeitet sie mit den Fällen der Teilnehmenden: Was in der nächsten Woche im eigenen Team anders werden soll, wird im Seminar geübt.',
      en: 'Miriam Albers led teams in logistics and retail for twelve years, most recently a division of 180 people. Her doctorate was on leadership in times of upheaval.\n\nHer seminars work with the participants’ own cases: what is to change in their team next week is practised in the seminar.',
    },
  },
  {
    name: 'Jonas Brenner',
    slug: 'jonas-brenner',
    photo: 'portraitSand',
    topics: ['kommunikation', 'verhandlung'],
    role: {
      de: 'Trainer für Kommunikation und Verhandlung',
      en: 'Trainer for communication and negotiation',
    },
    biography: {
      de: 'Jonas Brenner kommt aus dem technischen Vertrieb, wo er Verhandlungen mit Einkaufsabteilungen großer Industriekunden geführt hat. Heute trainiert er Fach- und Führungskräfte in Gesprächsführung und Verhandlung.\n\nSein Markenzeichen sind kurze Übungsrunden mit Video-Feedback: Die Teilnehmenden sehen sofort, wie sie wirken.',
      en: 'Jonas Brenner comes from technical sales, where he negotiated with the purchasing departments of large industrial customers. Today he trains specialists and managers in conversation skills and negotiation.\n\nHis trademark is short practice rounds with video feedback: participants see straight away how they come across.',
    },
  },
  {
    name: 'Katrin Oswald',
    slug: 'katrin-oswald',
    photo: 'portraitSky',
    topics: ['konflikt', 'personal'],
    role: {
      de: 'Trainerin und Mediatorin für Konflikte im Team',
      en: 'Trainer and mediator for conflicts in teams',
    },
    biography: {
      de: 'Katrin Oswald ist ausgebildete Mediatorin und war viele Jahre Personalleiterin eines mittelständischen Maschinenbauers. Sie kennt Konflikte aus der Sicht der Beteiligten und der Personalabteilung.\n\nSie zeigt, wie man Spannungen früh anspricht, und übt mit den Teilnehmenden die Gespräche, die man gern aufschiebt.',
      en: 'Katrin Oswald is a trained mediator and was for many years head of HR at a mid-sized engineering firm. She knows conflicts from the point of view of those involved and of HR.\n\nShe shows how to raise tensions early and practises with participants the conversations people like to put off.',
    },
  },
  {
    name: 'Tobias Lindqvist',
    slug: 'tobias-lindqvist',
    photo: 'portraitStone',
    topics: ['projekt', 'veraenderung'],
    role: {
      de: 'Trainer für Projektmanagement und agile Methoden',
      en: 'Trainer for project management and agile methods',
    },
    biography: {
      de: 'Tobias Lindqvist hat IT- und Bauprojekte in Deutschland und Skandinavien geleitet und ist zertifizierter Projektmanager. Er verbindet klassische Planung mit agilen Methoden.\n\nIn seinen Seminaren planen die Teilnehmenden ein eigenes Projekt und gehen mit einem fertigen Projektsteckbrief nach Hause.',
      en: 'Tobias Lindqvist has led IT and construction projects in Germany and Scandinavia and is a certified project manager. He combines classic planning with agile methods.\n\nIn his seminars participants plan a project of their own and go home with a finished project charter.',
    },
  },
  {
    name: 'Selin Aydın',
    slug: 'selin-aydin',
    photo: 'portraitPeach',
    topics: ['selbst', 'kommunikation'],
    role: {
      de: 'Trainerin für Selbstmanagement und Präsentation',
      en: 'Trainer for self-management and presenting',
    },
    biography: {
      de: 'Selin Aydın war Moderatorin bei einem Regionalsender, bevor sie in die Weiterbildung wechselte. Sie trainiert Auftreten, Präsentation und den Umgang mit der eigenen Zeit.\n\nIhre Seminare leben von Übungen vor der Gruppe – in einem geschützten Rahmen und mit konkreten Hinweisen für den nächsten Auftritt.',
      en: 'Selin Aydın was a presenter at a regional broadcaster before moving into professional training. She trains presence, presenting and managing one’s own time.\n\nHer seminars thrive on exercises in front of the group – in a safe setting and with concrete tips for the next appearance.',
    },
  },
]

async function findTrainer(payload: Payload, slug: string): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'trainers',
    where: { slug: { equals: slug } },
    locale: 'de',
    draft: true,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: { slug: true },
  })
  return docs[0]?.id ?? null
}

/** The trainers of a seminar: those whose topics include its main topic, at most two. */
export function trainersOfSeminar(seminar: SeminarSeed, trainerIds: Map<string, number>): number[] {
  const main = seminar.topics[0]
  return TRAINERS.filter((trainer) => main && trainer.topics.includes(main))
    .slice(0, 2)
    .flatMap((trainer) => trainerIds.get(trainer.slug) ?? [])
}

/**
 * Creates the trainers that do not exist yet (matched by slug), published in both languages.
 * Returns every trainer's id by slug and how many were created; the seminars created next name
 * them (`trainersOfSeminar`).
 */
export async function seedTrainers(
  payload: Payload,
  images: ImageIds,
  topicIds: Record<TopicKey, number>,
  log: (line: string) => void,
): Promise<{ ids: Map<string, number>; created: number }> {
  const ids = new Map<string, number>()
  let created = 0
  for (const trainer of TRAINERS) {
    const existing = await findTrainer(payload, trainer.slug)
    if (existing !== null) {
      ids.set(trainer.slug, existing)
      continue
    }
    const { id } = await payload.create({
      collection: 'trainers',
      locale: 'de',
      data: {
        name: trainer.name,
        slug: trainer.slug,
        role: trainer.role.de,
        biography: trainer.biography.de,
        photo: images[trainer.photo],
        topics: trainer.topics.map((key) => topicIds[key]),
        _status: 'published',
      },
      overrideAccess: true,
      context: ctx,
    })
    await payload.update({
      collection: 'trainers',
      id,
      locale: 'en',
      data: {
        slug: trainer.slug,
        role: trainer.role.en,
        biography: trainer.biography.en,
        _status: 'published',
      },
      overrideAccess: true,
      context: ctx,
    })
    ids.set(trainer.slug, id)
    created++
    log(`  trainer ${trainer.name}`)
  }
  return { ids, created }
}
