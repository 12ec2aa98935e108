import { authPageUrls } from '@/features/portal/auth/paths'
import { AuthPage } from '@/features/portal/auth/AuthPage'
import { LoginForm } from '@/features/portal/components/LoginForm.client'
import { RETURN_PARAM } from '@/features/portal/constants'
import { authMetadata, openAuthPage, type PortalPageProps } from '@/features/portal/page'
import { getCurrentCustomer } from '@/features/portal/session'
import { sitePath } from '@/lib/site-path'
import { getPathname, redirect } from '@/i18n/navigation'

type Props = PortalPageProps & {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const dynamic = 'force-dynamic'

export const generateMetadata = authMetadata('login')

/**
 * Customer login; redirects home when the portal is off and to the portal when already logged in.
 */
export default async function LoginPage({ params, searchParams }: Props) {
  const locale = await openAuthPage(params)
  const query = await searchParams
  const requested = typeof query[RETURN_PARAM] === 'string' ? query[RETURN_PARAM] : null
  const returnTo = sitePath(requested, getPathname({ href: '/kundenportal', locale }))
  if (await getCurrentCustomer()) redirect({ href: '/kundenportal', locale })
  return (
    <AuthPage locale={locale} page="login">
      <LoginForm returnTo={returnTo} forgotHref={authPageUrls(locale).forgot} />
    </AuthPage>
  )
}
