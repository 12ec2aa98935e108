/** Message keys of the `cart` namespace the cart view needs; the page passes their raw texts. */
export const CART_VIEW_LABEL_KEYS = [
  'loading',
  'loadError',
  'retry',
  'emptyTitle',
  'emptyText',
  'toSeminars',
  'lastBooking',
  'toLastBooking',
  'itemsHeading',
  'period',
  'place',
  'pricePerPerson',
  'participants',
  'subtotal',
  'priceNote',
  'goneTitle',
  'programme',
  'modules',
  'moduleDateMissing',
  'increase',
  'decrease',
  'participantsOne',
  'participantsOther',
  'countAnnouncement',
  'remove',
  'removeLabel',
  'removed',
  'gone',
  'programmeGone',
  'full',
  'fewSeatsOne',
  'fewSeatsOther',
  'totalsHeading',
  'totalIn',
  'totalsNote',
  'proceed',
  'blocked',
] as const

/** The cart view's texts; `{name}` placeholders are filled in the browser with `fill`. */
export type CartViewLabels = Record<(typeof CART_VIEW_LABEL_KEYS)[number], string>

/** Puts values into a text's `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )
}

/** '1 Person' / '3 Personen': German and English both need only one and other. */
export function countText(count: number, one: string, other: string): string {
  return fill(count === 1 ? one : other, { count })
}
