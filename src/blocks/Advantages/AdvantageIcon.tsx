import type { AdvantageIconName } from './icon-choices'

/** Stroke paths on a 24 × 24 grid, drawn in currentColor. */
const PATHS: Record<AdvantageIconName, string[]> = {
  check: ['M5 12.5l4.5 4.5L19 7.5'],
  star: ['M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z'],
  users: [
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
    'M2.5 20a6.5 6.5 0 0 1 13 0',
    'M16 4.3a3.5 3.5 0 0 1 0 6.4',
    'M18 14a6.5 6.5 0 0 1 3.5 6',
  ],
  calendar: ['M4 6.5h16v13.5H4z', 'M4 10.5h16', 'M8 3.5v5M16 3.5v5', 'M8 14h2M14 14h2M8 17h2'],
  award: ['M12 14.5a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11z', 'M8.5 13.5 7 21l5-2.5 5 2.5-1.5-7.5'],
  chart: ['M4 20h16', 'M7 16v-4M12 16V8M17 16V5'],
  lightbulb: [
    'M9 18h6M10 21h4',
    'M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z',
  ],
  target: [
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
    'M12 16.5a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9z',
    'M12 12h.01',
  ],
  location: [
    'M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z',
    'M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  ],
  chat: ['M4 5h16v11H9l-5 4z', 'M8 9.5h8M8 12.5h5'],
  clock: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7v5l3.5 2'],
  shield: [
    'M12 3l7.5 3v5.5c0 4.5-3.2 8.2-7.5 9.5-4.3-1.3-7.5-5-7.5-9.5V6z',
    'M8.5 12l2.5 2.5 4.5-5',
  ],
}

/** One of the advantage icons, decorative (the advantage's title says what it means). */
export function AdvantageIcon({
  name,
  className = 'size-6',
}: {
  name: AdvantageIconName
  className?: string
}) {
  return (
    <svg
      aria-hidden="true"
      data-icon={name}
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}
