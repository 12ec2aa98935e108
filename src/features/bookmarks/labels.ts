/** The toggle's strings as read from messages, with {title} still in them; read once per page. */
export type BookmarkTemplates = {
  /** 'Seminar „{title}“ merken' – the toggle's accessible name. */
  add: string
  /** 'Vom Merkzettel entfernen' – the hint (tooltip) while bookmarked. */
  remove: string
  /** 'Merken' – visible text where the toggle has room for it. */
  short: string
  /** Announcements after a click. */
  added: string
  removed: string
}

/** The strings of one toggle, for one seminar. */
export type BookmarkToggleLabels = BookmarkTemplates

/** Fills a seminar's title into the toggle's templates. */
export function bookmarkToggleLabels(
  templates: BookmarkTemplates,
  title: string,
): BookmarkToggleLabels {
  const fill = (template: string) => template.replaceAll('{title}', title)
  return {
    add: fill(templates.add),
    remove: fill(templates.remove),
    short: fill(templates.short),
    added: fill(templates.added),
    removed: fill(templates.removed),
  }
}

/** The bookmarks list's strings; count templates have '#' for the number. */
export type BookmarksListLabels = {
  heading: string
  loading: string
  countOne: string
  countOther: string
  empty: string
  emptyHint: string
  toSeminars: string
  failed: string
  retry: string
  nextDate: string
  noDate: string
  price: string
  priceNote: string
  book: string
  toDates: string
}
