import type { ReactNode } from 'react'

import { SmartLink } from '@/components/ui/SmartLink'

type Titled = { url: string; title: string }

/** A seminar's title as its cards show it: a link to the seminar's page, underlined on hover. */
export function SeminarTitleLink({ seminar }: { seminar: Titled }) {
  return (
    <SmartLink href={seminar.url} className="underline-offset-2 hover:text-brand hover:underline">
      {seminar.title}
    </SmartLink>
  )
}

type Props = {
  seminar: Titled & { subtitle: string | null }
  heading?: 'h2' | 'h3'
  /** The bookmark toggle beside the title. */
  toggle: ReactNode
}

/** The top of a seminar card: the title link with the bookmark toggle beside it, the subtitle below. */
export function SeminarCardHead({ seminar, heading: Heading = 'h3', toggle }: Props) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <Heading className="text-xl leading-snug font-semibold">
          <SeminarTitleLink seminar={seminar} />
        </Heading>
        {toggle}
      </div>
      {seminar.subtitle && <p className="mt-2 text-muted">{seminar.subtitle}</p>}
    </>
  )
}
