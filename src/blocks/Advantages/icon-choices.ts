/** The advantage icons an editor can choose; 'check' is the default. */
export const ADVANTAGE_ICONS = [
  'check',
  'star',
  'users',
  'calendar',
  'award',
  'chart',
  'lightbulb',
  'target',
  'location',
  'chat',
  'clock',
  'shield',
] as const
export type AdvantageIconName = (typeof ADVANTAGE_ICONS)[number]

export const ADVANTAGE_ICON_LABELS: Record<AdvantageIconName, { de: string; en: string }> = {
  // A label table, one line an icon: alike lines, not repeated logic.
  check: { de: 'Haken', en: 'Check mark' },
  star: { de: 'Stern', en: 'Star' },
  users: { de: 'Personen', en: 'People' },
  calendar: { de: 'Kalender', en: 'Calendar' },
  award: { de: 'Auszeichnung', en: 'Award' },
  chart: { de: 'Diagramm', en: 'Chart' },
  lightbulb: { de: 'Glühbirne', en: 'Light bulb' },
  target: { de: 'Zielscheibe', en: 'Target' },
  location: { de: 'Ort', en: 'Location' },
  chat: { de: 'Sprechblase', en: 'Speech bubble' },
  clock: { de: 'Uhr', en: 'Clock' },
  shield: { de: 'Schild', en: 'Shield' },
}
