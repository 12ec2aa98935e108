import { AuthPage } from '@/features/portal/auth/AuthPage'
import { ForgotPasswordForm } from '@/features/portal/auth/components/ForgotPasswordForm.client'
import { authPageUrls } from '@/features/portal/auth/paths'
import { authMetadata, openAuthPage, type PortalPageProps } from '@/features/portal/page'

export const dynamic = 'force-dynamic'

export const generateMetadata = authMetadata('forgot')

/** /login/passwort-vergessen/ and /en/login/forgot-password/: asks for a mailed reset link. */
export default async function ForgotPasswordPage({ params }: PortalPageProps) {
  const locale = await openAuthPage(params)
  return (
    <AuthPage locale={locale} page="forgot">
      <ForgotPasswordForm locale={locale} loginHref={authPageUrls(locale).login} />
    </AuthPage>
  )
}
