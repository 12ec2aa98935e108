import { LineIcon } from '@/components/ui/icons'

/** A speech bubble, decorative: the buttons name themselves in text. */
export function ChatIcon({ className = 'size-6' }: { className?: string }) {
  return (
    <LineIcon className={className} strokeLinejoin="round">
      <path d="M4 5.5h16v10H9.5L5 19.5v-4H4z" />
      <path d="M8 10.5h8" strokeLinecap="round" />
    </LineIcon>
  )
}
