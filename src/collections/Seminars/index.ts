import type { CollectionConfig } from 'payload'

import { publishedContentAccess } from '@/access'
import { SEMINARS_GROUP } from '@/fields/adminGroups'
import { imageField, slugPathRow, titleField } from '@/fields/common'
import { livePreview, livePreviewVersions } from '@/features/preview/live-preview'
import { previewAtPath } from '@/fields/preview'
import { SEMINAR_PATH_PREFIX } from '@/features/seminars/constants'
import { INCLUDED_OPTIONS } from '@/features/seminars/included'
import { revalidateCatalogue } from '@/hooks/revalidatePagesOnChange'
import { prefixedPath } from '@/hooks/prefixedPath'

import { normaliseCode, validateCode } from './code'
import { refuseDeleteWhileDated } from './guards'
import { notifyAlertsOnPublish } from '@/features/waiting-list/server/hooks'

/** Seminars: a page of their own with description and bookable dates. */
export const Seminars: CollectionConfig = {
  // Alike other collections' configs by shape only: Payload's declarative labels, admin and field
  // lists; fields that are really the same come from @/fields/common.
  slug: 'seminars',
  labels: {
    singular: { de: 'Seminar', en: 'Seminar' },
    plural: { de: 'Seminare', en: 'Seminars' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['code', 'title', 'topics', '_status'],
    listSearchableFields: ['code', 'title'],
    group: SEMINARS_GROUP,
    preview: previewAtPath,
    livePreview,
  },
  access: publishedContentAccess,
  versions: livePreviewVersions,
  defaultSort: 'code',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'code',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          maxLength: 24,
          validate: validateCode,
          label: { de: 'Seminarcode', en: 'Seminar code' },
          admin: {
            description: {
              de: 'Z. B. FK-101: Großbuchstaben, Ziffern, Bindestriche.',
              en: 'E.g. FK-101: capitals, digits, hyphens.',
            },
          },
          hooks: { beforeValidate: [normaliseCode] },
        },
        {
          name: 'duration',
          type: 'number',
          required: true,
          min: 1,
          max: 30,
          defaultValue: 2,
          label: { de: 'Dauer (Tage)', en: 'Duration (days)' },
        },
      ],
    },
    titleField(160),
    {
      name: 'subtitle',
      type: 'text',
      localized: true,
      maxLength: 240,
      label: { de: 'Untertitel', en: 'Subtitle' },
    },
    slugPathRow(),
    {
      name: 'topics',
      type: 'relationship',
      relationTo: 'topics',
      hasMany: true,
      required: true,
      minRows: 1,
      label: { de: 'Themen', en: 'Topics' },
      admin: {
        description: {
          de: 'Das erste Thema ist das Hauptthema.',
          en: 'The first topic is the main topic.',
        },
      },
    },
    {
      name: 'trainers',
      type: 'relationship',
      relationTo: 'trainers',
      hasMany: true,
      label: { de: 'Trainer:innen', en: 'Trainers' },
      admin: {
        description: {
          de: 'Stehen mit Foto und Rolle auf der Seminarseite; nur veröffentlichte erscheinen.',
          en: 'Shown with photo and role on the seminar page; only published ones appear.',
        },
      },
    },
    {
      name: 'schedule',
      type: 'text',
      localized: true,
      maxLength: 160,
      label: { de: 'Zeiten', en: 'Times' },
      admin: {
        description: {
          de: 'Z. B. „jeweils 9:00–17:00 Uhr“. Die erste und die letzte Uhrzeit sind Beginn und Ende in den Kalenderdateien der Termine (sonst 9:00–17:00 Uhr).',
          en: 'E.g. “9 am to 5 pm each day”. The first and the last time are start and end in the dates’ calendar files (otherwise 9:00 to 17:00).',
        },
      },
    },
    imageField,
    {
      name: 'description',
      // Alike other labelled text fields by shape only (the bookings' comment and key): each
      // collection declares its own fields.
      type: 'richText',
      required: true,
      localized: true,
      label: { de: 'Beschreibung', en: 'Description' },
    },
    {
      name: 'targetGroup',
      type: 'richText',
      localized: true,
      label: { de: 'Zielgruppe', en: 'Target group' },
    },
    {
      name: 'contents',
      type: 'richText',
      localized: true,
      label: { de: 'Inhalte', en: 'Contents' },
    },
    {
      name: 'benefits',
      type: 'richText',
      localized: true,
      label: { de: 'Ihr Nutzen', en: 'Benefits' },
      admin: {
        description: {
          de: 'Was die Teilnehmenden danach können, am besten als kurze Liste.',
          en: 'What participants can do afterwards, best as a short list.',
        },
      },
    },
    {
      name: 'included',
      type: 'select',
      hasMany: true,
      options: INCLUDED_OPTIONS,
      label: { de: 'Im Preis enthalten', en: 'Included in the price' },
    },
  ],
  hooks: {
    beforeChange: [prefixedPath('seminars', SEMINAR_PATH_PREFIX)],
    beforeDelete: [refuseDeleteWhileDated],
    afterChange: [revalidateCatalogue.afterChange, notifyAlertsOnPublish],
    afterDelete: [revalidateCatalogue.afterDelete],
  },
}
