import { Writable } from 'node:stream'

import { APIError } from 'payload'
import pino from 'pino'
import { describe, expect, it } from 'vitest'

import { loggerOptions } from '@/lib/logging'

/** A logger with the site's options, writing JSON lines into an array. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  return { logger: pino(loggerOptions, sink), lines }
}

describe('the log and refusals', () => {
  it('writes a refusal Payload throws as a plain APIError as one info line, without a stack', () => {
    const { logger, lines } = capturingLogger()
    logger.error({ err: new APIError('No User', 400) })
    logger.error({ err: new APIError('Incorrect collection', 403) })
    expect(lines.map((line) => [line.level, line.msg, line.err])).toEqual([
      [30, 'APIError: No User (400)', undefined],
      [30, 'APIError: Incorrect collection (403)', undefined],
    ])
  })

  it('keeps a server fault an ERROR with its stack', () => {
    const { logger, lines } = capturingLogger()
    logger.error({ err: new APIError('Database gone', 500) })
    logger.error({ err: new Error('plain') }, 'failed')
    expect(lines.map((line) => line.level)).toEqual([50, 50])
    expect((lines[0].err as { stack?: string }).stack).toContain('Database gone')
  })
})
