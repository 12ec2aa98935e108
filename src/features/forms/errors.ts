type Translate = {
  (key: string, values?: Record<string, string>): string
  has(key: string): boolean
}

/**
 * Error keys of the schemas ('forms.error.vorname-required') as texts; unknown keys get the default
 * text.
 */
export function errorText(t: Translate, key: string): string {
  return t.has(key) ? t(key) : t('forms.error.default')
}
