import config from '@payload-config'
import type { Field, Payload, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_SECOND_CUSTOMER, seed } from '@/seed'

import { getTestPayload, noRevalidate } from '../helpers/payload'
import { cookieFrom, rest } from '../helpers/rest'

/*
 * Every collection and global of Payload's REST API, as anonymous visitors, as each demo customer
 * and as staff: list, read, versions, create, update, delete, and `where` with every operator on
 * every top-level field. No answer may be a 5xx; nothing unpublished and nothing of another
 * customer may be readable.
 */

let payload: Payload
let sanitized: SanitizedConfig
type Role = 'anonymous' | 'katrin' | 'jonas' | 'staff'
const cookies: Record<Role, string | undefined> = {
  anonymous: undefined,
  katrin: undefined,
  jonas: undefined,
  staff: undefined,
}
const ROLES = Object.keys(cookies) as Role[]

const OPERATORS: Record<string, string> = {
  equals: '1',
  not_equals: '1',
  in: '1,2',
  not_in: '1,2',
  all: '1,2',
  exists: 'true',
  greater_than: '1',
  greater_than_equal: '2026-01-01',
  less_than: 'abc',
  less_than_equal: '1',
  like: 'a',
  contains: 'e',
  near: '7.6,51.9,1000,0',
  within: '{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,0]]]}',
  intersects: '{"type":"Point","coordinates":[0,0]}',
}

type Answer = { role: Role; method: string; path: string; status: number }
const answers: Answer[] = []
const unpublished: { slug: string; id: number }[] = []
const leaks: string[] = []

async function call(role: Role, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string) {
  const body = method === 'POST' || method === 'PATCH' ? {} : undefined
  const response = await rest(method, path, { cookie: cookies[role], body })
  answers.push({ role, method, path, status: response.status })
  return response
}

const namedFields = (fields: Field[]): string[] =>
  fields.flatMap((field) =>
    'name' in field ? [field.name] : 'fields' in field ? namedFields(field.fields) : [],
  )

async function login(collection: 'users' | 'customers', email: string, password: string) {
  const response = await rest('POST', `/api/${collection}/login/`, { body: { email, password } })
  expect(response.status, `${email} logs in`).toBe(200)
  return cookieFrom(response)
}

beforeAll(async () => {
  process.env.RATE_LIMIT = 'off'
  payload = await getTestPayload()
  await seed(payload, { log: () => undefined })
  sanitized = await config
  cookies.staff = await login('users', DEMO_ADMIN.email, DEMO_ADMIN.password)
  cookies.katrin = await login('customers', DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
  cookies.jonas = await login(
    'customers',
    DEMO_SECOND_CUSTOMER.email,
    DEMO_SECOND_CUSTOMER.password,
  )
  // One unpublished record of each kind that has drafts: none may show to anyone but staff.
  for (const collection of sanitized.collections) {
    if (!collection.versions?.drafts) continue
    const [published] = (
      await payload.find({ collection: collection.slug as 'pages', limit: 1, depth: 0 })
    ).docs
    if (!published) continue
    await payload.update({
      collection: collection.slug as 'pages',
      id: published.id,
      data: { _status: 'draft' },
      context: noRevalidate,
    })
    unpublished.push({ slug: collection.slug, id: published.id })
  }
}, 300_000)

describe('the REST API, walked as every role', () => {
  it('answers every collection operation without a 5xx, and shows nothing unpublished or foreign', async () => {
    for (const collection of sanitized.collections) {
      const { slug } = collection
      const base = `/api/${slug}`
      const someId = (
        await payload.find({ collection: slug as 'pages', limit: 1, depth: 0, draft: true })
      ).docs[0]?.id
      for (const role of ROLES) {
        const list = await call(role, 'GET', `${base}/?limit=100&depth=1&draft=true`)
        if (list.status === 200 && role !== 'staff') {
          const { docs } = (await list.json()) as { docs: Record<string, unknown>[] }
          expectPublicOnly(role, slug, docs)
        }
        if (someId !== undefined) {
          await call(role, 'GET', `${base}/${someId}/?draft=true`)
          await call(role, 'PATCH', `${base}/${someId}/`)
          if (role !== 'staff') await call(role, 'DELETE', `${base}/${someId}/`)
        }
        await call(role, 'GET', `${base}/versions/?limit=5`)
        await call(role, 'POST', `${base}/`)
        await call(role, 'DELETE', `${base}/999999/`)
        const fields = role === 'anonymous' ? ['id', ...namedFields(collection.fields)] : ['id']
        for (const field of new Set(fields))
          for (const [operator, value] of Object.entries(OPERATORS))
            await call(
              role,
              'GET',
              `${base}/?limit=2&where[${field}][${operator}]=${encodeURIComponent(value)}`,
            )
      }
    }
    const failed = answers.filter((answer) => answer.status >= 500)
    if (process.env.WALK_REPORT)
      console.log(
        JSON.stringify(
          {
            total: answers.length,
            leaks,
            failed: failed.map((a) => `${a.role} ${a.method} ${a.path} ${a.status}`),
          },
          null,
          1,
        ),
      )
    expect(leaks).toEqual([])
    expect(failed, `${failed.length} of ${answers.length} answers were 5xx`).toEqual([])
  }, 600_000)

  it('answers every global without a 5xx', async () => {
    for (const global of sanitized.globals)
      for (const role of ROLES) {
        await call(role, 'GET', `/api/globals/${global.slug}/?draft=true`)
        await call(role, 'POST', `/api/globals/${global.slug}/`)
        await call(role, 'GET', `/api/globals/${global.slug}/versions/?limit=5`)
      }
    const failed = answers.filter((answer) => answer.status >= 500)
    expect(failed.map((a) => `${a.role} ${a.method} ${a.path} ${a.status}`)).toEqual([])
  })
})

const customerEmail: Record<Role, string | undefined> = {
  anonymous: undefined,
  katrin: DEMO_CUSTOMER.email,
  jonas: DEMO_SECOND_CUSTOMER.email,
  staff: undefined,
}

/** What a visitor or a customer may see in a list: published records, and only their own. */
function expectPublicOnly(role: Role, slug: string, docs: Record<string, unknown>[]) {
  for (const doc of docs) {
    const where = `${role} lists ${slug} ${doc.id}`
    if ('_status' in doc && doc._status !== 'published') leaks.push(`${where}: a draft`)
    if (unpublished.some((u) => u.slug === slug && u.id === doc.id))
      leaks.push(`${where}: unpublished`)
    if (slug === 'customers' && doc.email !== customerEmail[role])
      leaks.push(`${where}: another account`)
    if (slug === 'bookings' && doc.customerEmail !== customerEmail[role])
      leaks.push(`${where}: another customer's booking`)
    if (slug === 'seminar-dates') {
      const seminar = doc.seminar as { id?: number } | number | null
      const seminarId = typeof seminar === 'object' ? seminar?.id : seminar
      if (unpublished.some((u) => u.slug === 'seminars' && u.id === seminarId))
        leaks.push(`${where}: a date of an unpublished seminar`)
    }
  }
}
