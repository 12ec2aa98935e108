/** An article as the rep_blog block lists it. */
export type BlogCardData = { id: string; themaIds: string[] }

/**
 * The articles matching the chosen topics: all when none is chosen, otherwise those that have at
 * least one of them (the pills widen the choice, like a multi-select).
 */
export function filterByTopics<T extends BlogCardData>(
  articles: T[],
  chosen: ReadonlySet<string>,
): T[] {
  if (chosen.size === 0) return articles
  return articles.filter((article) => article.themaIds.some((id) => chosen.has(id)))
}
