import type { Payload } from 'payload'
import { expect, vi } from 'vitest'

import { writeLockQueue } from '@/lib/db'

export type SentMail = { to: string; subject: string; text: string }

/**
 * Records every mail the outbox sends (and still sends it: finished jobs are deleted, so the
 * record is the only trace). `mailsTo(address)` waits until the outbox has sent all it had (the
 * endpoints start it after their commit), then returns the mails to that address.
 */
export function recordSentMails(payload: Payload): {
  mailsTo: (address: string) => Promise<SentMail[]>
} {
  const sent: SentMail[] = []
  const send = payload.sendEmail.bind(payload)
  vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
    sent.push(message as SentMail)
    return send(message)
  })
  return {
    async mailsTo(address) {
      await vi.waitFor(
        async () => {
          const open = await payload.count({
            collection: 'payload-jobs',
            where: { completedAt: { exists: false } },
            overrideAccess: true,
          })
          expect(open.totalDocs + writeLockQueue()).toBe(0)
        },
        { timeout: 15_000, interval: 50 },
      )
      return sent.filter((mail) => mail.to === address)
    },
  }
}
