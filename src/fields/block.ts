/** Fields and labels that many page blocks share. */
import type { RichTextField, TextareaField, TextField } from 'payload'

type Label = { de: string; en: string }

const HEADING: Label = { de: 'Überschrift', en: 'Heading' }
const INTRODUCTION: Label = { de: 'Einleitung', en: 'Introduction' }

/** A block's heading above its content: optional and up to 200 characters unless told otherwise. */
export function headingField(
  name: string,
  options: Pick<TextField, 'admin' | 'required'> & { label?: Label; maxLength?: number } = {},
): TextField {
  const { label = HEADING, maxLength = 200, ...rest } = options
  return { name, type: 'text', maxLength, label, ...rest } as TextField
}

/** A short plain-text introduction below a list block's heading. */
export function introField(name: string): TextareaField {
  return { name, type: 'textarea', maxLength: 800, label: INTRODUCTION }
}

/** A formatted introduction below a block's heading (forms, frames, careers). */
export function richIntroField(name: string): RichTextField {
  return { name, type: 'richText', label: INTRODUCTION }
}

/** Labels of a block whose name stands for one and several alike ('Downloads', 'Kundenstimmen'). */
export function sameLabels(label: Label): { singular: Label; plural: Label } {
  return { singular: label, plural: label }
}
