// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'

import { MAX_BOOKMARKS } from '@/features/bookmarks/constants'
import {
  cleanSeminarIds,
  forgetBookmarks,
  hasBookmark,
  initialBookmarksState,
  toggleBookmark,
  toggleStoredBookmark,
  useBookmarksStore,
} from '@/features/bookmarks/store'

const stored = () => JSON.parse(localStorage.getItem('merkzettel') ?? 'null')

describe('bookmark rules', () => {
  it('adds a seminar first and removes it on the second toggle', () => {
    const one = toggleBookmark(initialBookmarksState, 7)
    expect(one.seminarIds).toEqual([7])
    expect(hasBookmark(one, 7)).toBe(true)
    const two = toggleBookmark(one, 9)
    expect(two.seminarIds).toEqual([9, 7])
    const back = toggleBookmark(two, 7)
    expect(back.seminarIds).toEqual([9])
    expect(hasBookmark(back, 7)).toBe(false)
    // Pure: what was passed in stays as it was.
    expect(initialBookmarksState.seminarIds).toEqual([])
    expect(two.seminarIds).toEqual([9, 7])
  })

  it('never holds a seminar twice, even after a removal and a new bookmark', () => {
    let state = toggleBookmark(initialBookmarksState, 1)
    state = toggleBookmark(state, 2)
    state = toggleBookmark(state, 1)
    state = toggleBookmark(state, 1)
    expect(state.seminarIds).toEqual([1, 2])
  })

  it(`keeps the newest ${MAX_BOOKMARKS} and lets the oldest go`, () => {
    let state = initialBookmarksState
    for (let id = 1; id <= MAX_BOOKMARKS + 2; id++) state = toggleBookmark(state, id)
    expect(state.seminarIds).toHaveLength(MAX_BOOKMARKS)
    expect(state.seminarIds[0]).toBe(MAX_BOOKMARKS + 2)
    expect(state.seminarIds).not.toContain(1)
    expect(state.seminarIds).not.toContain(2)
    expect(state.seminarIds.at(-1)).toBe(3)
  })

  it('forgets seminars that no longer exist and keeps the order of the rest', () => {
    const state = { seminarIds: [5, 4, 3, 2] }
    expect(forgetBookmarks(state, [4, 2]).seminarIds).toEqual([5, 3])
    expect(forgetBookmarks(state, [])).toBe(state)
  })

  it('cleans what local storage holds: positive integers, once, capped', () => {
    expect(cleanSeminarIds([3, '4', 3, -1, 0, 2.5, null, 8])).toEqual([3, 8])
    expect(cleanSeminarIds('3,4')).toEqual([])
    expect(cleanSeminarIds(Array.from({ length: 150 }, (_, i) => i + 1))).toHaveLength(
      MAX_BOOKMARKS,
    )
  })
})

describe('stored bookmarks', () => {
  beforeEach(() => {
    localStorage.clear()
    useBookmarksStore.setState(initialBookmarksState, true)
  })

  it("are written to local storage under 'merkzettel' as seminarIds, newest first", async () => {
    expect(await toggleStoredBookmark(7)).toBe(true)
    expect(await toggleStoredBookmark(9)).toBe(true)
    expect(stored()).toMatchObject({ state: { seminarIds: [9, 7] } })
    expect(await toggleStoredBookmark(7)).toBe(false)
    expect(stored().state.seminarIds).toEqual([9])
  })

  it('read what another page stored before the first toggle, so nothing gets lost', async () => {
    localStorage.setItem(
      'merkzettel',
      JSON.stringify({ state: { seminarIds: [4, 4, 'x', 2] }, version: 1 }),
    )
    await useBookmarksStore.persist.rehydrate()
    expect(useBookmarksStore.getState().seminarIds).toEqual([4, 2])
    await toggleStoredBookmark(6)
    expect(stored().state.seminarIds).toEqual([6, 4, 2])
  })
})
