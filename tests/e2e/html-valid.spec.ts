import { HtmlValidate } from 'html-validate'

import { expect, test } from './fixtures'
import { demo } from './helpers'

/*
 * Every page type's HTML, as the server sends it, checked against the HTML standard
 * (html-validate's `standard` preset: the rules of the specification, no style preferences).
 */

const PAGES = [
  '/',
  '/en/',
  '/impressum/',
  '/kontakt/',
  '/en/contact-us/',
  '/bausteine/',
  '/en/blocks/',
  '/seminare/neu-in-der-fuehrungsrolle/',
  '/seminarthemen/fuehrung/',
  '/en/seminar-topics/leadership/',
  '/blog/',
  '/blog/feedback-das-ankommt/',
  '/warenkorb/',
  '/en/cart/',
  '/suche/?q=F%C3%BChrung',
  '/merkzettel/',
  '/entwicklungsprogramme/assistent/',
  '/login/',
  '/login/passwort-vergessen/',
  '/en/login/forgot-password/',
]

const validator = new HtmlValidate({ extends: ['html-validate:standard'] })

async function problemsOf(path: string, html: string): Promise<string[]> {
  const report = await validator.validateString(html, path)
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) => `${path}:${message.line}:${message.column} ${message.ruleId} ${message.message}`,
    ),
  )
}

test('every page type is valid HTML, in both languages', async ({ request }) => {
  const problems: string[] = []
  for (const path of PAGES) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    problems.push(...(await problemsOf(path, await response.text())))
  }
  expect(problems).toEqual([])
})

test('the customer portal is valid HTML', async ({ playwright, baseURL }) => {
  const customer = await playwright.request.newContext({ baseURL })
  const login = await customer.post('/api/customers/login', {
    data: { email: demo.customer.email, password: demo.customer.password },
    headers: { Origin: baseURL! },
  })
  expect(login.status()).toBe(200)
  const problems: string[] = []
  for (const path of ['/kundenportal/', '/kundenportal/seminare/', '/kundenportal/profil/']) {
    const response = await customer.get(path)
    expect(response.status(), path).toBe(200)
    problems.push(...(await problemsOf(path, await response.text())))
  }
  await customer.dispose()
  expect(problems).toEqual([])
})
