import { type DestinationStream, type LoggerOptions, stdSerializers } from 'pino'
import { build as prettyStream } from 'pino-pretty'

/**
 * Payload's logger, minus what must not reach a log file: the people who wrote to us, their
 * messages, and the tokens in our mails (reset links, download codes).
 *
 * - A failed mail job is logged by Payload with the whole job, whose input is the mail (recipient,
 *   text, links): the job's input, log and task state (and the mail queue's recipient and subject
 *   columns, src/lib/mail/queue-collection.ts) are replaced by "[redacted]".
 * - A failed database write is logged with drizzle's error, whose message repeats every value of
 *   the query ("params: Anna,Muster,anna@…"); PostgreSQL's `detail` names the offending value too.
 *   Those values are cut out of the error wherever they appear (message, stack, causes).
 */
export const REDACTED = '[redacted]'

const REDACT_PATHS = [
  'job.input',
  'job.log',
  'job.taskStatus',
  'job.recipient',
  'job.subject',
  'input',
  'req.headers.authorization',
  'req.headers.cookie',
]

type ErrorLike = { params?: unknown; detail?: unknown; cause?: unknown }

/** The values a failed query carried, along the error's chain of causes. */
function queryValues(error: unknown): string[] {
  const values: string[] = []
  let current: unknown = error
  for (let depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    const { params, detail, cause } = current as ErrorLike
    if (Array.isArray(params) && params.length) values.push(String(params))
    if (typeof detail === 'string' && detail) values.push(detail)
    current = cause
  }
  // Longest first, so that a value containing another is removed whole.
  return values.sort((a, b) => b.length - a.length)
}

/**
 * The longest text of an error that is logged: a failed query's SQL (a select over a dozen joined
 * tables runs to kilobytes) and its stack are cut there, so one failed request is one short entry.
 */
export const MAX_LOGGED_TEXT = 2000

const shortened = (text: string): string =>
  text.length <= MAX_LOGGED_TEXT
    ? text
    : `${text.slice(0, MAX_LOGGED_TEXT)}… [${text.length - MAX_LOGGED_TEXT} more characters]`

function scrub(value: unknown, values: string[], depth = 0): unknown {
  if (typeof value === 'string')
    return shortened(values.reduce((text, secret) => text.split(secret).join(REDACTED), value))
  if (!value || typeof value !== 'object' || depth > 8) return value
  if (Array.isArray(value)) return value.map((item) => scrub(item, values, depth + 1))
  const result: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    result[key] = key === 'params' || key === 'detail' ? REDACTED : scrub(item, values, depth + 1)
  }
  return result
}

/** pino's error serializer, with the values of a failed query taken out. */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error
  return scrub(stdSerializers.err(error), queryValues(error))
}

const ERROR_LEVEL = 50

/** The HTTP status an error carries (Payload's APIError and its kin), if it carries one. */
function statusOf(args: unknown[]): number | null {
  const [first] = args
  const err = first && typeof first === 'object' ? (first as { err?: unknown }).err : undefined
  const status = err && typeof err === 'object' ? (err as { status?: unknown }).status : undefined
  return typeof status === 'number' ? status : null
}

export const loggerOptions: LoggerOptions = {
  redact: { paths: REDACT_PATHS, censor: REDACTED },
  serializers: { err: serializeError, error: serializeError },
  hooks: {
    /**
     * A refusal (status 4xx) is the client's doing, not a fault: one line at info level instead of
     * an ERROR with a stack. `loggingLevels` in payload.config.ts does this by error name; Payload
     * throws some refusals as a plain APIError ('No User' on a logout without a session, 400;
     * 'Incorrect collection', 403), which only their status tells apart from a server fault.
     */
    logMethod(args, method, level) {
      const status = statusOf(args)
      if (level !== ERROR_LEVEL || status === null || status < 400 || status >= 500)
        return method.apply(this, args)
      const err = (args[0] as { err: { name?: string; message?: string } }).err
      this.info({ msg: `${err.name ?? 'Error'}: ${err.message ?? ''} (${status})` })
    },
  },
}

/**
 * Where the lines go: JSON lines on stdout with LOG_FORMAT=json (for a log collector), else
 * Payload's own readable format.
 */
export function loggerDestination(format = process.env.LOG_FORMAT): DestinationStream | undefined {
  if (format === 'json') return undefined
  return prettyStream({
    colorize: Boolean(process.stdout.isTTY),
    ignore: 'pid,hostname',
    translateTime: 'SYS:yyyy-mm-dd HH:MM:ss',
  })
}
