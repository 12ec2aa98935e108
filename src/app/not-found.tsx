import '@/styles/globals.css'

import { fontVariables } from '@/styles/font'

import errors from '../../messages/errors/de.json'

import { ErrorScreen } from '@/features/errors/ErrorScreen'

/** 404 for paths that never reach the site's routes (a file name that does not exist, say). */
export default function RootNotFound() {
  return (
    <html lang="de" className={fontVariables}>
      <body>
        <main>
          <ErrorScreen
            status={404}
            title={errors.notFoundTitle}
            statusLabel="Error 404"
            homeHref="/"
            homeLabel={errors.toHome}
          />
        </main>
      </body>
    </html>
  )
}
