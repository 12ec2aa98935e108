import localFont from 'next/font/local'

// next/font needs its options written out as literals (no shared constant for the path).

/**
 * The one type family (VISUAL.md), served by Next from the site's own origin: preloaded, and with
 * a fallback whose metrics match the web font, so text does not jump when it arrives (Lighthouse
 * measured a layout shift of 0.24 on the home page with the plain @font-face import).
 * Latin only: it covers German and English; rarer letters fall back to the adjusted system font.
 *
 * The adjusted fallbacks are declared in globals.css, not by next/font (`adjustFontFallback`),
 * docs/decisions/0016-font-fallbacks.md: Next's finds only a font named Arial, which Linux,
 * ChromeOS and Android do not have, and its width comes from the variable font's ExtraLight
 * instance, so the fallback text was narrower than the web font's and moved when it came.
 */
export const sourceSans = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
      weight: '200 900',
      style: 'normal',
    },
  ],
  variable: '--font-source-sans',
  display: 'swap',
  adjustFontFallback: false,
  fallback: ['Source Sans Fallback', 'ui-sans-serif', 'system-ui', 'sans-serif'],
})

/**
 * The italic face as a family of its own, not preloaded: next/font preloads every face of a
 * family, and the italic (30 KB) then competed with the page's first requests on every page
 * although few pages show italic text at the top. globals.css gives it to italic elements.
 */
export const sourceSansItalic = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-italic.woff2',
      weight: '200 900',
      style: 'italic',
    },
  ],
  variable: '--font-source-sans-italic',
  display: 'swap',
  adjustFontFallback: false,
  fallback: ['Source Sans Italic Fallback', 'ui-sans-serif', 'system-ui', 'sans-serif'],
  preload: false,
})

/** The class names for <html> that define both families' CSS variables. */
export const fontVariables = `${sourceSans.variable} ${sourceSansItalic.variable}`
