import { describe, expect, it } from 'vitest'

import {
  inBookingPause,
  isVisitorScroll,
  mayOpenNotice,
  type NoticeMoment,
  noticeHold,
  quietPageKind,
  shownWithinDays,
  toIntervalDays,
} from '@/features/visitor-modals/may-open'

const NOW = Date.UTC(2026, 2, 10, 9, 0)
const DAY = 86_400_000

/** A moment at which every rule lets the magazine notice open. */
const free: NoticeMoment = {
  now: NOW,
  trigger: 'scroll-depth',
  pathname: '/bausteine/',
  fieldFocused: false,
  unsentInput: false,
  lastBookingClickAt: null,
  scrollByVisitor: true,
  lastShownAt: null,
  intervalDays: 1,
  covered: false,
  shownThisView: false,
}

describe('may a notice open now', () => {
  it('opens when nothing holds it back', () => {
    expect(mayOpenNotice(free)).toBe(true)
    expect(mayOpenNotice({ ...free, trigger: 'exit-intent', scrollByVisitor: false })).toBe(true)
  })

  it('never opens while a field has the focus or holds input not sent yet', () => {
    expect(noticeHold({ ...free, fieldFocused: true })).toBe('field-in-use')
    expect(noticeHold({ ...free, unsentInput: true })).toBe('field-in-use')
    expect(noticeHold({ ...free, trigger: 'exit-intent', unsentInput: true })).toBe('field-in-use')
  })

  it('never opens on cart, booking, assistant, contact, login or portal pages, in both languages', () => {
    const quiet = {
      '/warenkorb/': 'cart',
      '/en/cart': 'cart',
      '/buchung/': 'booking',
      '/en/booking/': 'booking',
      '/entwicklungsprogramme/assistent/': 'assistant',
      '/en/development-programmes/assistent/': 'assistant',
      '/kontakt/': 'contact',
      '/kontakt/newsletter/': 'contact',
      '/en/contact-us/': 'contact',
      '/login/passwort-vergessen/': 'login',
      '/en/login/': 'login',
      '/kundenportal/seminare/': 'portal',
      '/en/kundenportal/': 'portal',
    } as const
    for (const [path, kind] of Object.entries(quiet)) {
      expect(quietPageKind(path), path).toBe(kind)
      expect(noticeHold({ ...free, pathname: path }), path).toBe('quiet-page')
    }
    for (const path of ['/', '/seminare/', '/warenkorbe-und-mehr/', '/kontaktlinsen/', '/en/'])
      expect(quietPageKind(path), path).toBeNull()
  })

  it('waits 10 seconds after a click on a book or add-to-cart control', () => {
    expect(inBookingPause(NOW - 9_999, NOW)).toBe(true)
    expect(inBookingPause(NOW - 10_000, NOW)).toBe(false)
    expect(inBookingPause(null, NOW)).toBe(false)
    const booked = { ...free, lastBookingClickAt: NOW - 3_000 }
    expect(noticeHold(booked)).toBe('after-booking')
    expect(noticeHold({ ...booked, trigger: 'exit-intent' })).toBe('after-booking')
    expect(noticeHold({ ...booked, now: NOW + 7_000 })).toBeNull()
  })

  it('opens on scroll depth only when the visitor scrolled, not a link or a script', () => {
    expect(isVisitorScroll(NOW - 200, NOW)).toBe(true)
    expect(isVisitorScroll(NOW - 1_000, NOW)).toBe(true)
    expect(isVisitorScroll(NOW - 1_001, NOW)).toBe(false)
    expect(isVisitorScroll(null, NOW)).toBe(false)
    expect(noticeHold({ ...free, scrollByVisitor: false })).toBe('not-visitor-scroll')
  })

  it('shows each notice at most once in the days the site settings set', () => {
    expect(shownWithinDays(NOW - DAY + 60_000, 1, NOW)).toBe(true)
    expect(shownWithinDays(NOW - DAY, 1, NOW)).toBe(false)
    expect(shownWithinDays(NOW - 6 * DAY, 7, NOW)).toBe(true)
    expect(shownWithinDays(NOW - 7 * DAY, 7, NOW)).toBe(false)
    expect(shownWithinDays(null, 7, NOW)).toBe(false)
    expect(noticeHold({ ...free, lastShownAt: NOW - 3 * DAY, intervalDays: 7 })).toBe(
      'shown-recently',
    )
    expect(noticeHold({ ...free, lastShownAt: NOW - 3 * DAY, intervalDays: 2 })).toBeNull()
  })

  it('reads the interval as whole days from 1 to 365, else the default of 1', () => {
    expect(toIntervalDays(7)).toBe(7)
    expect(toIntervalDays(1000)).toBe(365)
    for (const value of [0, -3, 2.5, null, undefined, 'x']) expect(toIntervalDays(value)).toBe(1)
  })

  it('opens nothing over the consent banner or another dialog, and one notice per page view', () => {
    expect(noticeHold({ ...free, covered: true })).toBe('covered')
    expect(noticeHold({ ...free, shownThisView: true })).toBe('shown-this-view')
  })
})
