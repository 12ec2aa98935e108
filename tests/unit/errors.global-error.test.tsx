import { prerenderToNodeStream } from 'react-dom/static'
import { describe, expect, it, vi } from 'vitest'

import de from '../../messages/errors/de.json'
import GlobalError from '@/app/global-error'

async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node)
  let out = ''
  for await (const chunk of prelude) out += chunk.toString()
  return out
}

describe('the last-resort error screen (the layout itself failed)', () => {
  it('renders the complete 500 screen on the server, its view loaded only when it shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const page = await html(<GlobalError error={new Error('database unreachable')} />)
    expect(page).toContain('<html lang="de">')
    expect(page).toContain(de.serverTitle)
    expect(page).toContain(de.serverText)
    expect(page).toMatch(/<a[^>]+href="\/"[^>]*>[^<]*Zur Startseite/)
    expect(page).not.toContain('database unreachable')
  })
})
