import type { Field, TextField } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { EpaperSignupBlock } from '@/blocks/EpaperSignup/config'
import {
  allowedFrameSources,
  isAllowedFrameAddress,
  validateFrameAddress,
} from '@/blocks/Iframe/frameSources'
import { IframeBlock } from '@/blocks/Iframe/config'
import { type SecurityConfig, siteCsp } from '@/features/security/headers'

const config = (extraSources = ''): SecurityConfig => ({
  siteUrl: 'https://seminare.example',
  imageBaseUrl: '',
  extraSources,
  development: false,
  gtmScriptUrl: 'https://www.googletagmanager.com/gtm.js',
  chatScriptUrl: 'https://js-eu1.hs-scripts.com/{portalId}.js',
  jobWidgetScriptUrl: '',
  newsletterWidgetScriptUrl: 'https://js.hsforms.net/forms/embed/v2.js',
})

function srcValidator(fields: Field[]): (value: unknown, options: object) => true | string {
  const field = fields.find((f) => 'name' in f && f.name.endsWith('_src')) as TextField
  return field.validate as unknown as (value: unknown, options: object) => true | string
}

afterEach(() => vi.unstubAllEnvs())

describe('frame addresses an editor may enter', () => {
  it('are exactly the frame-src of the page policy the server sends', () => {
    const sources = allowedFrameSources(config('frame-src https://planer.example.de'))
    const sent = siteCsp(config('frame-src https://planer.example.de'))
      .split('; ')
      .find((d) => d.startsWith('frame-src '))
    expect(sent).toBe(`frame-src ${sources.join(' ')}`)
    expect(sources).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://www.youtube-nocookie.com',
        'https://www.google.com',
        'https://planer.example.de',
      ]),
    )
  })

  it('allow the site’s own pages and the listed origins, nothing else', () => {
    const sources = allowedFrameSources(config('frame-src https://planer.example.de'))
    const site = 'https://seminare.example'
    expect(isAllowedFrameAddress('/embeds/anfahrt.de.html', sources, site)).toBe(true)
    expect(isAllowedFrameAddress('https://seminare.example/embeds/x.html', sources, site)).toBe(
      true,
    )
    expect(isAllowedFrameAddress('https://planer.example.de/embed?id=4', sources, site)).toBe(true)
    expect(isAllowedFrameAddress('https://www.youtube-nocookie.com/embed/abc', sources, site)).toBe(
      true,
    )
    expect(isAllowedFrameAddress('https://planer.example.de:8443/embed', sources, site)).toBe(false)
    expect(isAllowedFrameAddress('https://evil.example/', sources, site)).toBe(false)
  })

  it('are checked in both frame blocks against the running server’s settings, naming CSP_EXTRA_SOURCES', () => {
    for (const fields of [IframeBlock.fields, EpaperSignupBlock.fields]) {
      const validate = srcValidator(fields)
      const options = { required: true, maxLength: 1000 }
      // The built-in script addresses (src/lib/env.ts), whose frames the policy allows too.
      for (const name of [
        'GTM_SCRIPT_URL',
        'CHAT_SCRIPT_URL',
        'JOB_WIDGET_SCRIPT_URL',
        'CSP_EXTRA_SOURCES',
      ])
        vi.stubEnv(name, '')
      expect(validate('https://forms.example/newsletter', options)).toBe(
        'https://forms.example darf die Website nicht einbetten: Die Adresse gehört nicht zu den erlaubten Rahmenquellen (eigene Seiten, https://www.youtube-nocookie.com, https://www.google.com, https://www.googletagmanager.com, https://app-eu1.hubspot.com). Der Betrieb kann sie in der Einstellung CSP_EXTRA_SOURCES ergänzen, z. B. „frame-src https://forms.example“.',
      )
      expect(validate('/embeds/magazin.de.html', options)).toBe(true)
      vi.stubEnv('CSP_EXTRA_SOURCES', 'frame-src https://forms.example')
      expect(validate('https://forms.example/newsletter', options)).toBe(true)
      // The address rules come first: never http, and still required.
      expect(validate('http://forms.example/', options)).toMatch(/https/)
      expect(validate('', options)).toMatch(/Adresse/)
    }
  })

  it('says so in English to an English-speaking editor', () => {
    vi.stubEnv('CSP_EXTRA_SOURCES', '')
    expect(
      validateFrameAddress('https://forms.example/x', { req: { i18n: { language: 'en' } } }),
    ).toMatch(
      /^The site may not embed https:\/\/forms\.example: .* CSP_EXTRA_SOURCES setting, e\.g\. “frame-src https:\/\/forms\.example”\.$/,
    )
  })
})
