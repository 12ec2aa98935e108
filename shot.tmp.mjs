import { chromium } from '@playwright/test'
const [,, base, ...paths] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] })
for (const spec of paths) {
  const [path, width] = spec.split('@')
  const page = await browser.newPage({ viewport: { width: Number(width || 1440), height: 900 } })
  await page.goto(base + path, { waitUntil: 'networkidle' })
  const name = `/tmp/shots/${path.replace(/\W+/g, '_')}_${width || 1440}.png`
  await page.screenshot({ path: name, fullPage: true })
  console.log(name)
  await page.close()
}
await browser.close()
