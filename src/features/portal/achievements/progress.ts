import type { PortalItem, PortalParticipant } from '../timeline'

/**
 * A seminar, or a programme's module, that a confirmed booking has seen through to its last day.
 */
export type CompletedEntry = {
  key: string
  bookingId: number
  itemId: string
  /** Set for a module of a programme. */
  moduleId: string | null
  title: string
  /** The programme a module belongs to. */
  programmeTitle: string | null
  period: string
  place: string
  seminarId: number | null
  end: string | null
  participants: PortalParticipant[]
}

/** Every completed seminar and every completed module of a booked programme, latest first. */
export function completedEntries(items: PortalItem[]): CompletedEntry[] {
  const entries: CompletedEntry[] = []
  for (const item of items) {
    const base = { bookingId: item.bookingId, itemId: item.itemId, participants: item.participants }
    if (item.type === 'seminar') {
      if (item.status !== 'completed') continue
      entries.push({
        ...base,
        key: item.key,
        moduleId: null,
        title: item.title,
        programmeTitle: null,
        period: item.period,
        place: item.place,
        seminarId: item.seminarId,
        end: item.end,
      })
      continue
    }
    if (item.status === 'cancelled') continue
    for (const programmeModule of item.modules) {
      if (!programmeModule.completed) continue
      entries.push({
        ...base,
        key: `${item.key}-${programmeModule.moduleId}`,
        moduleId: programmeModule.moduleId,
        title: programmeModule.title,
        programmeTitle: item.title,
        period: programmeModule.period,
        place: programmeModule.place,
        seminarId: programmeModule.seminarId,
        end: programmeModule.end,
      })
    }
  }
  return entries.sort(
    (a, b) => (b.end ?? '').localeCompare(a.end ?? '') || a.title.localeCompare(b.title),
  )
}

/** A programme as it stands in the catalogue now: its modules may have changed since booking. */
export type ProgrammeOutline = {
  id: number
  title: string
  modules: { id: string; title: string }[]
}

export type ModuleState = 'completed' | 'planned' | 'open'
export type ModuleProgress = {
  moduleId: string
  title: string
  state: ModuleState
  period: string
  end: string | null
}
export type ProgrammeProgress = {
  key: string
  title: string
  completed: number
  total: number
  modules: ModuleProgress[]
}

const RANK: Record<ModuleState, number> = { open: 0, planned: 1, completed: 2 }

/** A module booked in several bookings counts with the furthest state it reached. */
function bookedModules(items: PortalItem[]): Map<string, ModuleProgress> {
  const booked = new Map<string, ModuleProgress>()
  for (const item of items) {
    for (const programmeModule of item.modules) {
      const entry: ModuleProgress = {
        moduleId: programmeModule.moduleId,
        title: programmeModule.title,
        state: programmeModule.completed ? 'completed' : 'planned',
        period: programmeModule.period,
        end: programmeModule.end,
      }
      const known = booked.get(programmeModule.moduleId)
      if (!known || RANK[entry.state] > RANK[known.state])
        booked.set(programmeModule.moduleId, entry)
    }
  }
  return booked
}

/**
 * Per booked programme (cancelled bookings left out): each of the programme's current modules with
 * its state, and how many of them are completed. Without the programme (unpublished or deleted)
 * the booked modules are all there is to count.
 */
export function programmeProgress(
  items: PortalItem[],
  outlines: ProgrammeOutline[],
): ProgrammeProgress[] {
  const groups = new Map<string, PortalItem[]>()
  for (const item of items) {
    if (item.type !== 'qualifizierungsprogramm' || item.status === 'cancelled') continue
    const key = item.programmeId === null ? item.key : `programme-${item.programmeId}`
    groups.set(key, [...(groups.get(key) ?? []), item])
  }
  return [...groups].map(([key, group]) => {
    const outline = outlines.find((o) => o.id === group[0]!.programmeId)
    const booked = bookedModules(group)
    const modules = outline
      ? outline.modules.map((m) => ({
          ...(booked.get(m.id) ?? {
            moduleId: m.id,
            state: 'open' as const,
            period: '',
            end: null,
          }),
          title: m.title,
        }))
      : [...booked.values()]
    return {
      key,
      title: outline?.title ?? group[0]!.title,
      completed: modules.filter((m) => m.state === 'completed').length,
      total: modules.length,
      modules,
    }
  })
}
