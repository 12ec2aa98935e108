import { SMTPServer } from 'smtp-server'

/** One message as the fake SMTP server received it. */
export type ReceivedMail = {
  rcpt: string[]
  replyTo: string
  messageId: string
  subject: string
  /** The token of a mailed link (`#token=…`), if the mail carries one. */
  token: string | null
}

/**
 * smtp-server holds back its greeting for 100 ms on every connection, to catch clients that talk
 * too early. The app's outbox opens one connection per mail, one mail after another, so that pause
 * alone would cap delivery at about 7 mails/s: a trait of this fake, not of the site. Greet at
 * once.
 */
async function greetWithoutDelay(): Promise<void> {
  const modulePath = 'smtp-server/lib/smtp-connection.js'
  const { SMTPConnection } = (await import(modulePath)) as {
    SMTPConnection: {
      prototype: { init(): void; _setListeners(ready: () => void): void; connectionReady(): void }
    }
  }
  SMTPConnection.prototype.init = function init(this: typeof SMTPConnection.prototype) {
    this._setListeners(() => this.connectionReady())
  }
}
let patched: Promise<void> | null = null

const header = (raw: string, name: string): string => {
  const head = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ')
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? ''
}
const address = (value: string): string =>
  /[^\s<>"',]+@[^\s<>"',]+/.exec(value)?.[0]?.toLowerCase() ?? ''

/** Every text part of a raw message, its transfer encoding undone (single or multipart). */
function decodedParts(raw: string): string[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1]
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw]
  return parts.map((part) => {
    const split = part.search(/\r?\n\r?\n/)
    const head = part.slice(0, split)
    const body = part.slice(split).trim()
    const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase()
    if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString()
    if (encoding !== 'quoted-printable') return body
    return body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  })
}

/** The token of the link a mail carries (offer, confirmation), or null. */
const linkToken = (raw: string): string | null =>
  decodedParts(raw)
    .map((text) => /#token=([A-Za-z0-9_-]{22})/.exec(text)?.[1])
    .find(Boolean) ?? null

/**
 * The site's mail server for the test: up (listening on its port, keeping every message) or down
 * (not listening, so the app's SMTP connection is refused).
 */
export class FakeSmtp {
  readonly received: ReceivedMail[] = []
  private server: SMTPServer | null = null

  constructor(readonly port: number) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`
  }

  get isUp(): boolean {
    return this.server !== null
  }

  /** Starts listening. */
  async up(): Promise<void> {
    if (this.server) return
    await (patched ??= greetWithoutDelay())
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // No reverse DNS lookup of 127.0.0.1 on every connection.
      disableReverseLookup: true,
      size: 1024 * 1024,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8')
          this.received.push({
            rcpt: session.envelope.rcptTo.map((to) => to.address.toLowerCase()),
            replyTo: address(header(raw, 'Reply-To')),
            messageId: header(raw, 'Message-ID'),
            subject: header(raw, 'Subject'),
            token: linkToken(raw),
          })
          callback()
        })
      },
    })
    // A client killed mid-conversation (the kill -9 phase) resets its connection: not a failure of
    // the test.
    server.on('error', (error: NodeJS.ErrnoException) => {
      if (!['ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(String(error.code)))
        console.error(`  ! fake SMTP server: ${error.message}`)
    })
    return new Promise((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => {
        this.server = server
        resolve()
      })
    })
  }

  /** Stops listening (connections are refused from now on). */
  down(): Promise<void> {
    const server = this.server
    this.server = null
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()))
  }
}
