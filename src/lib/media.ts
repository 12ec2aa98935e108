/** Widths generated for every uploaded image: 480, 500, 800, 1200. */
export const IMAGE_WIDTHS = [480, 500, 800, 1200] as const
export type ImageWidth = (typeof IMAGE_WIDTHS)[number]

/** The width that doubles as the share image (Open Graph, JSON-LD): kept in the uploaded format. */
export const SHARE_WIDTH = 1200 satisfies ImageWidth
