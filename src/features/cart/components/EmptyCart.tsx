import type { Ref } from 'react'

import { SmartLink } from '@/components/ui/SmartLink'

import type { CartViewLabels } from './labels'

type Props = {
  labels: Pick<CartViewLabels, 'emptyTitle' | 'emptyText' | 'toSeminars'>
  seminarsUrl: string
  headingRef?: Ref<HTMLHeadingElement>
}

/** The box an empty cart shows: a short text and the way to the seminars. */
export function EmptyCart({ labels, seminarsUrl, headingRef }: Props) {
  return (
    <div className="mt-8 max-w-2xl rounded-lg bg-section-grey p-6 md:p-8">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        {labels.emptyTitle}
      </h2>
      <p className="mt-2 text-muted">{labels.emptyText}</p>
      <SmartLink href={seminarsUrl} className="btn-primary mt-5">
        {labels.toSeminars}
      </SmartLink>
    </div>
  )
}
