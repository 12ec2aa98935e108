import { useTranslations } from 'next-intl'
import { useRef } from 'react'
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  get,
  type Path,
} from 'react-hook-form'
import type { z } from 'zod'

import type { SchemaSource } from '@/features/forms/client/lazyResolver'
import { useSchemaForm } from '@/features/forms/client/useSchemaForm'

import { useErrorText, usePortalSubmit } from './usePortalSubmit'

/**
 * What both profile-page forms start from: the schema form, the page's texts, the send to `url`,
 * the container that keeps the focus target, and each field's error in this page's words.
 */
export function usePortalForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: SchemaSource<Schema>,
  defaultValues: DefaultValues<z.input<Schema>>,
  url: string,
) {
  const schemaForm = useSchemaForm(schema, defaultValues)
  const tp = useTranslations('portal.profilePage')
  const errorText = useErrorText()
  const { state, submit } = usePortalSubmit(url)
  const containerRef = useRef<HTMLDivElement>(null)
  const errorOf = (name: Path<z.input<Schema>>) =>
    errorText((get(schemaForm.form.formState.errors, name) as FieldError | undefined)?.message)
  return { ...schemaForm, tp, state, submit, containerRef, errorOf }
}
