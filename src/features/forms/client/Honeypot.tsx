import type { UseFormRegisterReturn } from 'react-hook-form'

/**
 * The trap field video_url (docs/behaviour/validation.md): off-screen, out of the tab order and
 * hidden from screen readers, so people never fill it in; bots that fill every field give
 * themselves away.
 */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        Video URL
        <input {...registration} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  )
}
