import type { ReadStream } from 'node:tty'

const ENTER = new Set(['\r', '\n'])
const ERASE = new Set(['\u007f', '\b'])
const CTRL_C = '\u0003'
const CTRL_D = '\u0004'

/**
 * Asks for a secret on the terminal without echoing it; rejects on Ctrl-C, or Ctrl-D on an empty
 * line.
 */
export function askHidden(
  question: string,
  input: ReadStream = process.stdin as ReadStream,
  output: NodeJS.WritableStream = process.stderr,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let value = ''
    const finish = (error?: Error) => {
      input.off('data', onData)
      input.setRawMode(false)
      input.pause()
      output.write('\n')
      if (error) reject(error)
      else resolve(value)
    }
    const onData = (chunk: string) => {
      // Arrow and function keys arrive as escape sequences: not part of a password.
      if (chunk.startsWith('\u001b')) return
      for (const char of chunk) {
        if (char === CTRL_C || (char === CTRL_D && value === ''))
          return finish(new Error('cancelled'))
        if (ENTER.has(char) || char === CTRL_D) return finish()
        if (ERASE.has(char)) value = value.slice(0, -1)
        else if (char >= ' ') value += char
      }
    }
    output.write(question)
    input.setEncoding('utf8')
    input.setRawMode(true)
    input.resume()
    input.on('data', onData)
  })
}
