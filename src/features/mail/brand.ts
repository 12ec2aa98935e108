import { env } from '@/lib/env'

/**
 * The site's design tokens (src/styles/globals.css) as mails need them: mail programs ignore
 * stylesheets and custom properties, so every colour is written into each element's style.
 */
export const MAIL_COLOURS = {
  brand: '#005ca9',
  brandDark: '#004a88',
  ink: '#1c2430',
  muted: '#4a5565',
  line: '#d7dde5',
  page: '#f2f4f7',
  panel: '#e6f0f8',
  white: '#ffffff',
} as const

/** The site's family first (where the reader has it installed), then the fallbacks it names. */
export const MAIL_FONT = "'Source Sans 3', 'Segoe UI', Arial, Helvetica, sans-serif"

/** The institute's name as the logo's word mark writes it. */
export const INSTITUTE_NAME = 'Institut für Führung Münster'

/**
 * The logo as an absolute URL: mail programs load images from the web and show no SVG, so the
 * square PNG under public/ stands in for the site's inline SVG mark.
 */
export const mailLogoUrl = (): string => `${env.SITE_URL}/logo.png`
