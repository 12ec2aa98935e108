import { useTranslations } from 'next-intl'

import type { SubmitState } from './usePortalSubmit'

/**
 * The outcome of a portal form below its button. Both live regions stay in the page, so a new
 * message is announced as it appears while the focus stays where it is.
 */
export function SubmitStatus({
  state,
  saved,
  loginHref,
}: {
  state: SubmitState
  saved: string
  loginHref: string
}) {
  const t = useTranslations('portal.profilePage')
  return (
    <>
      <div role="status">
        {state === 'saved' && (
          <p className="rounded border-l-4 border-green-700 bg-green-50 p-3 text-green-900">
            {saved}
          </p>
        )}
      </div>
      <div aria-live="assertive">
        {(state === 'failed' || state === 'loggedOut') && (
          <p className="rounded border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
            {state === 'failed'
              ? t('failed')
              : t.rich('loggedOut', {
                  login: (chunks) => (
                    <a href={loginHref} className="font-semibold underline underline-offset-2">
                      {chunks}
                    </a>
                  ),
                })}
          </p>
        )}
      </div>
    </>
  )
}
