import type { BadRequest } from './bad-inputs'
import type { EndpointSpec } from './endpoints'

/**
 * Bad requests below the field level: the body's shape, broken JSON and encodings, deep nesting,
 * wrong content types and oversize bodies. Each built from the endpoint's valid example, so that
 * exactly one thing is wrong with it.
 */

const encoder = new TextEncoder()
const DEEP = 10_000

const validBody = (endpoint: EndpointSpec): string =>
  JSON.stringify(endpoint.wrapped ? { message: endpoint.example() } : endpoint.example())

/**
 * The status of a refused body: the whitepaper download's empty 200, any 4xx on Payload's routes
 * (their own statuses, payload-routes.ts), else 400.
 */
export function refusalStatus(endpoint: EndpointSpec): number | undefined {
  if (endpoint.emptyAnswers) return 200
  return endpoint.payloadRoute ? undefined : 400
}

/** A body refused for its content: 413 when it is over the endpoint's limit, else `status`. */
export function sized(
  endpoint: EndpointSpec,
  name: string,
  body: string | Uint8Array,
  status: number | undefined,
): BadRequest {
  const bytes = typeof body === 'string' ? encoder.encode(body).byteLength : body.byteLength
  return { name, body, expect: bytes > endpoint.maxBytes ? 413 : status }
}

/** The valid body with raw bytes spliced into its first string value. */
function withBytes(valid: string, bytes: number[]): Uint8Array {
  const at = valid.indexOf('":"') + 3
  return new Uint8Array([
    ...encoder.encode(valid.slice(0, at)),
    ...bytes,
    ...encoder.encode(valid.slice(at)),
  ])
}

/** Not the right shape, not JSON, not UTF-8, or nested absurdly deep. */
export function bodyCases(endpoint: EndpointSpec): BadRequest[] {
  const rejected = refusalStatus(endpoint)
  const valid = validBody(endpoint)
  const deep = '['.repeat(DEEP) + ']'.repeat(DEEP)
  const firstField = Object.keys(endpoint.fields)[0]
  const inField = JSON.stringify(
    endpoint.wrapped
      ? { message: { ...endpoint.example(), [firstField]: '§DEEP§' } }
      : { ...endpoint.example(), [firstField]: '§DEEP§' },
  ).replace('"§DEEP§"', deep)
  const shapes: [string, string][] = [
    ['body null', 'null'],
    ['body an empty array', '[]'],
    ['body a string', '"message"'],
    ['body a number', '42'],
    ['body true', 'true'],
    ['body an empty object', '{}'],
    ['the valid body inside an array', `[${valid}]`],
  ]
  if (endpoint.wrapped) {
    shapes.push(
      ['message null', '{"message":null}'],
      ['message an array', `{"message":[${JSON.stringify(endpoint.example())}]}`],
      ['message a string', '{"message":"x"}'],
      ['message a number', '{"message":42}'],
      ['message empty', '{"message":{}}'],
      ['message under another key', JSON.stringify({ Message: endpoint.example() })],
    )
  }
  const broken: [string, string | Uint8Array][] = [
    ['empty body', ''],
    ['only whitespace', ' \n\t\r '],
    ['truncated JSON', valid.slice(0, Math.floor(valid.length / 2))],
    ['trailing comma', valid.replace(/\}$/, ',}')],
    ['single quotes', valid.replace(/"/g, "'")],
    ['BOM before the JSON', `\uFEFF${valid}`],
    ['unquoted keys', valid.replace(/"([A-Za-z_]+)":/g, '$1:')],
    ['a comment', `/* bad */${valid}`],
    ['NaN', '{"message":NaN}'],
    ['two JSON documents', valid + valid],
    ['unescaped newline in a string', valid.replace('":"', '":"a\nb')],
    ['invalid UTF-8 bytes', withBytes(valid, [0xff, 0xfe])],
    ['overlong UTF-8 encoding', withBytes(valid, [0xc0, 0xaf])],
    ['UTF-16 body', new Uint8Array(Buffer.from(`\uFEFF${valid}`, 'utf16le'))],
    ['10,000 nested arrays', deep],
    [
      '10,000 nested arrays as the message',
      endpoint.wrapped ? `{"message":${deep}}` : `{"${firstField}":${deep}}`,
    ],
    [`10,000 nested arrays in ${firstField}`, inField],
    ['5,000 nested objects', '{"a":'.repeat(5000) + '1' + '}'.repeat(5000)],
  ]
  return [
    ...shapes.map(([name, body]) => sized(endpoint, name, body, rejected)),
    // Broken JSON is a 400 even where bad input is otherwise an empty 200.
    ...broken.map(([name, body]) => sized(endpoint, name, body, rejected === 200 ? 200 : rejected)),
  ]
}

/** A valid body sent as something other than JSON, or undeclared. */
export function contentTypeCases(endpoint: EndpointSpec): BadRequest[] {
  const valid = validBody(endpoint)
  const flat = Object.entries(endpoint.example()).filter(([, value]) => typeof value !== 'object')
  const form = new URLSearchParams(
    flat.map(([key, value]) => [endpoint.wrapped ? `message[${key}]` : key, String(value)]),
  ).toString()
  const boundary = '----corpus-boundary'
  const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n${valid}\r\n--${boundary}--\r\n`
  const types: [string, string | null, string][] = [
    ['text/plain', 'text/plain', valid],
    ['text/plain with charset', 'text/plain;charset=UTF-8', valid],
    ['form urlencoded', 'application/x-www-form-urlencoded', form],
    ['multipart form', `multipart/form-data; boundary=${boundary}`, multipart],
    ['no Content-Type', null, valid],
    ['empty Content-Type', '', valid],
    ['text/json', 'text/json', valid],
    ['application/xml', 'application/xml', valid],
    ['text/html', 'text/html', valid],
    ['application/ld+json', 'application/ld+json', valid],
    ['JSON in Latin-1', 'application/json; charset=iso-8859-1', valid],
  ]
  const cases: BadRequest[] = types.map(([name, contentType, body]) => ({
    name: `Content-Type: ${name}`,
    body,
    contentType,
    // Payload's routes read other types as no fields (or, the login, as JSON): a 4xx of their own.
    expect: endpoint.payloadRoute ? undefined : 415,
  }))
  if (endpoint.payloadRoute) {
    const adminForm = `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${JSON.stringify(endpoint.example())}\r\n--${boundary}--\r\n`
    cases.push(
      {
        name: 'multipart form as the admin sends it (_payload)',
        body: adminForm,
        contentType: `multipart/form-data; boundary=${boundary}`,
        acceptable: true,
      },
      {
        name: 'multipart form with broken JSON in _payload',
        body: adminForm.replace('"_payload"\r\n\r\n{', '"_payload"\r\n\r\n{,'),
        contentType: `multipart/form-data; boundary=${boundary}`,
      },
    )
  }
  return cases
}

/** Bodies over the limit: by one byte, at 33 KB, and at 1.5 MB. */
export function oversizeCases(endpoint: EndpointSpec): BadRequest[] {
  const padded = (bytes: number): string => {
    const base = JSON.stringify(
      endpoint.wrapped
        ? { message: { ...endpoint.example(), padding: '' } }
        : { ...endpoint.example(), padding: '' },
    )
    return base.replace(
      '"padding":""',
      `"padding":"${'x'.repeat(Math.max(0, bytes - encoder.encode(base).byteLength))}"`,
    )
  }
  return [
    {
      name: `body of ${endpoint.maxBytes + 1} bytes (limit + 1)`,
      body: padded(endpoint.maxBytes + 1),
      expect: 413,
    },
    sized(endpoint, 'body of 33 KB', padded(33 * 1024), endpoint.emptyAnswers ? 200 : 400),
    { name: 'body of 1.5 MB', body: padded(1.5 * 1024 * 1024), expect: 413 },
  ]
}
