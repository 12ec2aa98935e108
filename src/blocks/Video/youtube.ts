/** A YouTube video id: exactly 11 characters of letters, digits, '-' and '_'. */
export function isYoutubeId(value: string): boolean {
  return /^[A-Za-z0-9_-]{11}$/.test(value)
}

/** The privacy-enhanced embed URL; loaded only after the visitor agreed to YouTube. */
export function youtubeEmbedUrl(id: string): string | null {
  if (!isYoutubeId(id)) return null
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`
}
