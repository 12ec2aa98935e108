import type { FieldHook, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

const isImage = (mimeType: unknown) => typeof mimeType === 'string' && mimeType.startsWith('image/')

/**
 * Alternative text is required for images only: a PDF is offered as a link with its file name.
 * The upload's MIME type is known when the server validates (Payload reads the file first); while
 * the admin form is still without a file it is not, and the save checks again.
 */
export const validateAlt: TextFieldSingleValidation = (value, options) => {
  const mimeType = (options.data as { mimeType?: unknown } | undefined)?.mimeType
  return text(value, { ...options, required: isImage(mimeType) })
}

/**
 * The column stays NOT NULL (the field was required for every file), so a file without text stores
 * ''.
 */
export const storeEmptyAlt: FieldHook = ({ value }) => value ?? ''
