'use client'

import { useConsent } from '@/features/consent/useConsent'
import { telHref } from '@/lib/format'

import { closeChat, openChat, useChatStore } from '../store'
import { ChatIcon } from './ChatIcon'

/**
 * Texts from the messages namespace `chat`, translated on the server (the layout sends no
 * messages).
 */
export type ChatLauncherLabels = { open: string; close: string; loading: string; failed: string }

type Props = {
  /** The chat script's URL, `{portalId}` already replaced. */
  scriptUrl: string
  /** Offered when the chat cannot be loaded. */
  phone: string
  labels: ChatLauncherLabels
}

/**
 * The floating chat button (bottom right), shown only with marketing consent. The first click
 * loads script and widget and opens it; the next click removes the widget again.
 */
export function ChatLauncher({ scriptUrl, phone, labels }: Props) {
  const { cookieSettings } = useConsent()
  const status = useChatStore((state) => state.status)
  if (!cookieSettings.marketing) return null

  const label =
    status === 'open' ? labels.close : status === 'loading' ? labels.loading : labels.open
  return (
    <div className="fixed right-4 bottom-4 z-40 flex max-w-[calc(100vw-2rem)] flex-col items-end gap-2 print:hidden">
      <div role="status">
        {status === 'failed' && (
          <p className="max-w-xs rounded-lg border border-line bg-white p-4 text-sm text-ink shadow-lg">
            {labels.failed}{' '}
            {phone && (
              <a
                href={telHref(phone)}
                className="font-semibold whitespace-nowrap text-brand underline underline-offset-2"
              >
                {phone}
              </a>
            )}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={() => (status === 'open' ? closeChat() : void openChat(scriptUrl))}
        aria-busy={status === 'loading' || undefined}
        data-testid="chat-launcher"
        className="btn-primary rounded-full px-4 shadow-lg sm:px-5"
      >
        <ChatIcon />
        <span className="sr-only sm:not-sr-only">{label}</span>
      </button>
    </div>
  )
}
