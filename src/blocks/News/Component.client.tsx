'use client'

import type React from 'react'
import { useState } from 'react'

import { Modal } from '@/components/ui/Modal.lazy'
import { ShowMoreButton } from '@/components/ui/ShowMoreButton'
import { useShowMore } from '@/components/ui/useShowMore'
import { NEWS_PAGE_SIZE } from '@/features/news/constants'

export type NewsCard = {
  id: string
  title: string
  intro: string
  date: string
  dateTime: string
  card: React.ReactNode
  large: React.ReactNode
}
type Labels = { readMore: string; showMore: string; close: string }

/** Reads news cards 3 at a time; each opens a dialog with the full text. */
export function NewsGrid({ items, labels }: { items: NewsCard[]; labels: Labels }) {
  const { visible, showMore, hasMore, listRef } = useShowMore<HTMLUListElement>(
    items.length,
    NEWS_PAGE_SIZE.initial,
    NEWS_PAGE_SIZE.step,
  )
  const [open, setOpen] = useState<NewsCard | null>(null)

  return (
    <>
      <ul ref={listRef} className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.slice(0, visible).map((item) => (
          <li key={item.id} className="flex flex-col rounded-lg bg-white shadow-sm outline-none">
            {item.card}
            <div className="flex flex-1 flex-col p-5">
              <time dateTime={item.dateTime} className="text-sm text-muted">
                {item.date}
              </time>
              <h3 className="mt-1 text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 line-clamp-3 text-muted">{item.intro}</p>
              <button
                type="button"
                onClick={() => setOpen(item)}
                className="mt-auto self-start pt-4 font-semibold text-brand underline-offset-2 hover:underline"
              >
                <span className="inline-flex min-h-11 items-center">
                  {labels.readMore}
                  <span className="sr-only">: {item.title}</span>
                </span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      {hasMore && <ShowMoreButton onClick={showMore} label={labels.showMore} />}
      <Modal
        isOpen={open !== null}
        onOpenChange={(isOpen) => !isOpen && setOpen(null)}
        title={open?.title ?? ''}
        closeLabel={labels.close}
      >
        {open && (
          <>
            {open.large}
            <p className="mt-4 text-sm text-muted">{open.date}</p>
            <p className="mt-2 leading-relaxed whitespace-pre-line">{open.intro}</p>
          </>
        )}
      </Modal>
    </>
  )
}
