import { AuthPage } from '@/features/portal/auth/AuthPage'
import { ResetPasswordForm } from '@/features/portal/auth/components/ResetPasswordForm.client'
import { authPageUrls } from '@/features/portal/auth/paths'
import { authMetadata, openAuthPage, type PortalPageProps } from '@/features/portal/page'

export const dynamic = 'force-dynamic'

export const generateMetadata = authMetadata('reset')

/**
 * /login/passwort-zuruecksetzen/ and /en/login/reset-password/: the same HTML for everybody; the
 * browser reads the token from the mailed link's fragment.
 */
export default async function ResetPasswordPage({ params }: PortalPageProps) {
  const locale = await openAuthPage(params)
  const urls = authPageUrls(locale)
  return (
    <AuthPage locale={locale} page="reset">
      <ResetPasswordForm loginHref={urls.login} forgotHref={urls.forgot} />
    </AuthPage>
  )
}
