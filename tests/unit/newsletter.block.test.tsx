// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { NewsletterBlock } from '@/blocks/Newsletter/Component'
import type { NewsletterBlock as NewsletterBlockData, SiteSetting } from '@/payload-types'

vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))

let settings: Partial<SiteSetting>
vi.mock('@/features/site/queries', () => ({ getSiteSettings: async () => settings }))
vi.mock('next/navigation', () => ({ usePathname: () => '/kontakt/newsletter/' }))

const block: NewsletterBlockData = {
  blockType: 'newsletter',
  main_block_newsletter_titel: 'Jetzt anmelden',
}

beforeEach(() => {
  settings = { newsletterFormId: null, newsletterPortalId: null }
})

describe('newsletter block', () => {
  it('shows our own double opt-in sign-up below its heading by default', async () => {
    render(await NewsletterBlock({ block, locale: 'de', index: 1 }))
    expect(screen.getByRole('heading', { level: 2, name: 'Jetzt anmelden' })).toBeTruthy()
    expect(screen.getByRole('form', { name: 'Anmeldung zum Newsletter' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Newsletter abonnieren' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Formular laden' })).toBeNull()
  })

  it('offers the marketing tool’s form behind a consent click when the settings name it, and loads nothing yet', async () => {
    settings = { newsletterFormId: 'nl-form-1', newsletterPortalId: '4711' }
    render(await NewsletterBlock({ block, locale: 'en', index: 1 }))
    expect(screen.getByRole('button', { name: 'Load form' })).toBeTruthy()
    expect(screen.queryByRole('form')).toBeNull()
    expect(document.querySelectorAll('script[src]')).toHaveLength(0)
  })

  it('keeps our own form while only one of the two ids is set', async () => {
    settings = { newsletterFormId: 'nl-form-1', newsletterPortalId: '' }
    render(await NewsletterBlock({ block, locale: 'de', index: 1 }))
    expect(screen.getByRole('form', { name: 'Anmeldung zum Newsletter' })).toBeTruthy()
  })
})
