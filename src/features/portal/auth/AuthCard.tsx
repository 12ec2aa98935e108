import type React from 'react'

/** The narrow white card on grey that the login and password pages share. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string
  intro?: string
  children: React.ReactNode
}) {
  return (
    <div className="bg-section-grey">
      <div className="container-site py-12 md:py-20">
        <div className="mx-auto max-w-md rounded-lg bg-white p-6 shadow-sm md:p-8">
          <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
          {intro && <p className="mt-2 mb-6 text-muted">{intro}</p>}
          {children}
        </div>
      </div>
    </div>
  )
}
