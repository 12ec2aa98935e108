import { expect, test } from './fixtures'
import {
  cookie,
  expectNoNotice,
  leaveAtTop,
  NOTICE_TEXTS as T,
  openTracked,
  wheelBy,
  wheelTo,
} from './notices'

/**
 * Notices never interrupt (docs/behaviour/states.md#visitor-notices): not over a field in use, not
 * on the pages where visitors book or log in, not right after "Buchen", and not on a scroll the
 * visitor did not make.
 */
test.use({ visitorNotices: true })
// Many page loads, each audited by axe, and real waits: more than the default minute on a busy
// machine.
test.describe.configure({ timeout: 150_000 })

test('typing in a form: no notice opens or takes a keystroke, nor while the input is unsent', async ({
  page,
}) => {
  await openTracked(page, '/bausteine/')
  const form = page.getByTestId('contact-form')
  await expect(form.getByRole('button', { name: 'Absenden', exact: true })).toBeEnabled()
  const email = form.getByRole('textbox', { name: /^E-Mail-Adresse/ })
  await email.click()
  await page.keyboard.type('anna.berg@beispiel.d')
  // The visitor reads on and moves towards the tab bar, and types the last letter.
  await wheelBy(page, 1600)
  await leaveAtTop(page)
  await expectNoNotice(page)
  await page.keyboard.type('e')
  await expect(email).toBeFocused()
  await expect(email).toHaveValue('anna.berg@beispiel.de')

  // Out of the field, the input not sent: still nothing.
  await page.getByRole('heading', { level: 2, name: 'Kontakt- und Rückrufformular' }).click()
  await expect(email).not.toBeFocused()
  await wheelBy(page, 800)
  await leaveAtTop(page)
  await expectNoNotice(page)

  // Once the form holds nothing unsent (as after sending it), the next exit opens the notice.
  await email.fill('')
  await page.getByRole('heading', { level: 2, name: 'Kontakt- und Rückrufformular' }).click()
  await leaveAtTop(page)
  await expect(page.getByRole('dialog', { name: T.annual })).toBeVisible()
})

test('no notice on the cart, booking, assistant, contact, login and portal pages', async ({
  page,
}) => {
  for (const path of [
    '/warenkorb/',
    '/en/cart/',
    '/buchung/',
    '/entwicklungsprogramme/assistent/',
    '/kontakt/',
    '/en/contact-us/',
    '/login/',
    '/kundenportal/',
  ]) {
    await openTracked(page, path)
    await leaveAtTop(page)
    await wheelBy(page, 2400)
    await expectNoNotice(page)
  }
})

test('after "Buchen" the notices wait 10 seconds, and "Zum Warenkorb" stays free', async ({
  page,
}) => {
  // The card's book button jumps to the seminar page's dates: no notice on that jump either.
  await openTracked(page, '/seminarthemen/fuehrung/')
  await page
    .getByTestId('seminar-cards')
    .getByRole('link', { name: /^Termin buchen/ })
    .first()
    .click()
  await expect(page).toHaveURL(/#seminar-detail-section-termine$/)
  // Alike bench/lib/js-weight.mjs's cart visitor by shape only: a test and a bench, each books a
  // date its own way.
  await expectNoNotice(page)

  const row = page
    .getByTestId('seminar-date')
    .filter({ has: page.getByRole('button', { name: /buchen$/ }) })
    .first()
  await row.getByRole('button', { name: /buchen$/ }).click()
  const bookedAt = Date.now()
  const toCart = row.getByRole('link', { name: 'Zum Warenkorb' })
  await expect(toCart).toBeVisible()
  await leaveAtTop(page)
  await wheelBy(page, 1200)
  await expectNoNotice(page)
  await toCart.click({ trial: true })

  await page.waitForTimeout(Math.max(0, bookedAt + 10_500 - Date.now()))
  await leaveAtTop(page)
  await expect(page.getByRole('dialog', { name: T.annual })).toBeVisible()
})

test('the pause after a book link on the finder page outlasts the page load it starts', async ({
  page,
}) => {
  await openTracked(page, '/seminare/seminarfinder/')
  await page.context().clearCookies({ name: 'viewportWidth' })
  await page
    .getByRole('link', { name: /^Jetzt buchen/ })
    .first()
    .click()
  await expect(page).toHaveURL(/#seminar-detail-section-termine$/)
  await expect.poll(async () => Boolean(await cookie(page, 'viewportWidth'))).toBe(true)
  await leaveAtTop(page)
  await expectNoNotice(page)
})

test('a jump through an in-page link or a script’s scroll opens nothing; the visitor’s own scroll does', async ({
  page,
}) => {
  await openTracked(page, '/bausteine/')
  await page.getByRole('main').getByRole('link', { name: 'Blog', exact: true }).first().click()
  await expect(page).toHaveURL(/#blog$/)
  await expectNoNotice(page)

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  )
  await expectNoNotice(page)

  await wheelBy(page, -400)
  await expect(page.getByRole('dialog', { name: T.magazine })).toBeVisible()
})

test('on a phone, focusing a field scrolls the page for it, and no notice opens over the field', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openTracked(page, '/bausteine/')
  const form = page.getByTestId('contact-form')
  const email = form.getByRole('textbox', { name: /^E-Mail-Adresse/ })
  // Focusing the field scrolls it into view: the browser's scroll, not the visitor's.
  await email.focus()
  await page.keyboard.type('jonas@beispiel.de')
  await wheelTo(page, 0.7)
  await expectNoNotice(page)
  await expect(email).toHaveValue('jonas@beispiel.de')
})
