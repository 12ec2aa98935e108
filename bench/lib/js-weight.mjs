import { gzipSync } from 'node:zlib'

import { chromium } from '@playwright/test'

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic']

/**
 * Loads each page in Debian's Chromium as a first-time visitor and records every script it
 * fetches until the network is idle: the first-load JavaScript, gzip-compressed as served.
 */
export async function measureScripts(base, paths) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ARGS })
  const result = new Map()
  try {
    for (const path of paths) {
      const context = await browser.newContext()
      const page = await context.newPage()
      const scripts = new Map()
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return
        try {
          const body = await response.body()
          scripts.set(response.url(), { gzip: gzipSync(body, { level: 9 }).length, text: body.toString('utf8') })
        } catch {
          // a script that was cancelled or redirected has no body to count
        }
      })
      const response = await page.goto(base + path, { waitUntil: 'networkidle' })
      const html = await response.text()
      result.set(path, { scripts, html })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return result
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
export const total = (scripts) => [...scripts.values()].reduce((sum, s) => sum + s.gzip, 0)
