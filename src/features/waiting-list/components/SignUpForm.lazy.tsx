'use client'

import dynamic from 'next/dynamic'

/** The sign-up form as a chunk of its own, fetched only where a date is full or none is set. */
export const SignUpForm = dynamic(() =>
  import('./SignUpForm.client').then((module) => module.SignUpForm),
)
