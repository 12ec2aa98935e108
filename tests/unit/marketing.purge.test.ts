// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'

import {
  cookieDomains,
  deleteTrackingCookies,
  emptyDataLayer,
  expiringCookieWrites,
  purgeMarketing,
  removeTagManagerElements,
  trackingCookieNames,
} from '@/features/marketing/purge'

type TestWindow = { dataLayer?: unknown[]; HubSpotConversations?: unknown }

const cookieNames = () =>
  document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0].trim())
    .filter(Boolean)
    .sort()

afterEach(() => {
  for (const name of cookieNames())
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  document.head.innerHTML = ''
  document.body.innerHTML = ''
  delete (window as TestWindow).dataLayer
})

describe('tracking cookies', () => {
  it('picks only cookies that start with _ga, _gid, _gat or _gcl', () => {
    const cookies =
      'theme=dark; _ga=GA1.1.1; _ga_ABC123=GS1.1; _gid=GA1.2; _gat_UA-1=1; _gcl_au=1.1; x_ga=1; ga=2; cookies=1; _ga=dupe'
    expect(trackingCookieNames(cookies)).toEqual([
      '_ga',
      '_ga_ABC123',
      '_gid',
      '_gat_UA-1',
      '_gcl_au',
    ])
    expect(trackingCookieNames('')).toEqual([])
  })

  it('expires each one on the host and on every parent domain, path /', () => {
    expect(cookieDomains('www.seminare.example.de')).toEqual([
      'www.seminare.example.de',
      'seminare.example.de',
      'example.de',
    ])
    expect(cookieDomains('localhost')).toEqual([])
    expect(cookieDomains('127.0.0.1')).toEqual([])

    const writes = expiringCookieWrites('_ga=1; theme=dark', 'www.example.de')
    expect(writes).toHaveLength(3)
    for (const write of writes)
      expect(write).toMatch(/^_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=\//)
    expect(writes.map((write) => write.match(/domain=(.*)$/)?.[1] ?? 'host')).toEqual([
      'host',
      '.www.example.de',
      '.example.de',
    ])
  })

  it('writes into the cookie jar it is given and reports what it deleted', () => {
    const written: string[] = []
    const jar = {
      get cookie() {
        return '_gid=1; session=abc'
      },
      set cookie(value: string) {
        written.push(value)
      },
    }
    expect(deleteTrackingCookies(jar, 'example.de')).toEqual(['_gid'])
    expect(written).toEqual([
      '_gid=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/',
      '_gid=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=.example.de',
    ])
  })

  it('leaves the page with its own cookies only', () => {
    for (const cookie of ['_ga=GA1.1.1', '_gid=GA1.2', '_gcl_au=1', 'theme=dark', 'x_ga=keep'])
      document.cookie = `${cookie}; path=/`
    deleteTrackingCookies()
    expect(cookieNames()).toEqual(['theme', 'x_ga'])
  })
})

describe('tag manager elements and data layer', () => {
  it('removes the loader, the scripts and frames from the tag manager host and its noscript fallback', () => {
    document.head.innerHTML = [
      '<script data-marketing-script="gtm" src="https://tags.example.test/gtm.js?id=GTM-1"></script>',
      '<script src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>',
      '<script src="/_next/static/chunks/app.js"></script>',
    ].join('')
    document.body.innerHTML = [
      '<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-1"></iframe></noscript>',
      '<iframe src="https://www.googletagmanager.com/ns.html?id=GTM-1" title="tags"></iframe>',
      '<noscript>Bitte JavaScript einschalten</noscript>',
      '<iframe src="/embeds/map.html" title="Karte"></iframe>',
    ].join('')

    removeTagManagerElements(document)

    expect(Array.from(document.scripts).map((script) => script.getAttribute('src'))).toEqual([
      '/_next/static/chunks/app.js',
    ])
    expect(
      Array.from(document.querySelectorAll('iframe')).map((frame) => frame.getAttribute('src')),
    ).toEqual(['/embeds/map.html'])
    expect(document.querySelectorAll('noscript')).toHaveLength(1)
  })

  it('also removes scripts from the configured loader address', () => {
    document.head.innerHTML =
      '<script src="http://127.0.0.1:3100/e2e-third-party/gtm.js?id=GTM-1&l=x"></script>'
    removeTagManagerElements(document, 'http://127.0.0.1:3100/e2e-third-party/gtm.js')
    expect(document.scripts).toHaveLength(0)
  })

  it('empties the data layer in place, keeping the array the tag manager holds', () => {
    const layer: unknown[] = [{ event: 'gtm.js' }, { event: 'kontaktformular-abgeschickt' }]
    const win = { dataLayer: layer }
    emptyDataLayer(win)
    expect(win.dataLayer).toBe(layer)
    expect(layer).toHaveLength(0)
    expect(() => emptyDataLayer({})).not.toThrow()
  })

  it('purges everything at once, the chat included', () => {
    const layer: unknown[] = [{ event: 'gtm.js' }]
    ;(window as TestWindow).dataLayer = layer
    ;(window as TestWindow).HubSpotConversations = { widget: {} }
    document.cookie = '_ga=GA1.1.1; path=/'
    document.head.innerHTML =
      '<script data-marketing-script="gtm" src="https://tags.example.test/gtm.js?id=GTM-1"></script>'
    document.body.innerHTML =
      '<script data-chat-script src="https://chat.example.test/1.js"></script><div id="hubspot-messages-iframe-container"></div>'

    purgeMarketing()

    expect(document.scripts).toHaveLength(0)
    expect(document.getElementById('hubspot-messages-iframe-container')).toBeNull()
    expect((window as TestWindow).HubSpotConversations).toBeUndefined()
    expect(cookieNames()).toEqual([])
    expect(layer).toHaveLength(0)
  })
})
