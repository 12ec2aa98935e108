/**
 * The trap field video_url (docs/behaviour/validation.md) of the forms here, which send plain
 * form data rather than react-hook-form's registrations (forms/client/Honeypot.tsx): off-screen,
 * out of the tab order and hidden from screen readers; only bots fill it in.
 */
export function TrapField({ name }: { name: string }) {
  return (
    <div aria-hidden="true" className="absolute top-auto -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Video URL
        <input name={name} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  )
}
