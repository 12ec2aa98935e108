import { readablePath } from './readable-path'

/** The requested path on the 404 screen, decoded for reading. Works in server and client code. */
export function NotFoundPath({ pathname }: { pathname: string }) {
  return (
    <code
      data-testid="not-found-path"
      className="rounded bg-white px-1.5 py-0.5 font-mono text-base text-ink"
    >
      {readablePath(pathname)}
    </code>
  )
}
