import type { CollectionConfig } from 'payload'

import { mediaField } from '@/fields/common'
import { publicContentAccess } from '@/access'
import { SEMINARS_GROUP } from '@/fields/adminGroups'
import { validateHref } from '@/fields/link'
import { revalidatePagesAndCatalogue } from '@/hooks/revalidatePagesOnChange'

import { refuseDeleteWhileDated } from './guards'

/** Seminar locations, shown by the standorte block and used by seminar dates. */
export const Locations: CollectionConfig = {
  // Alike other collections' configs by shape only: Payload's declarative labels, admin and field
  // lists; fields that are really the same come from @/fields/common.
  slug: 'locations',
  labels: {
    singular: { de: 'Standort', en: 'Location' },
    plural: { de: 'Standorte', en: 'Locations' },
  },
  admin: {
    useAsTitle: 'standort_titel',
    defaultColumns: ['standort_titel', 'standort_ort'],
    group: SEMINARS_GROUP,
  },
  access: publicContentAccess,
  defaultSort: 'standort_titel',
  fields: [
    {
      name: 'standort_titel',
      type: 'text',
      required: true,
      localized: true,
      // Same shape as other name and title fields (Advantages, Video, Footer) by design: each field
      // states its own limit and label.
      maxLength: 120,
      label: { de: 'Name', en: 'Name' },
    },
    {
      name: 'standort_adresszusatz',
      type: 'text',
      maxLength: 120,
      label: { de: 'Adresszusatz', en: 'Address addition' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'standort_strasse',
          type: 'text',
          required: true,
          maxLength: 120,
          label: { de: 'Straße', en: 'Street' },
        },
        // Alike the site settings' address fields by shape only: each names its own fields, and
        // these keep the page data's standort_ names.
        {
          name: 'standort_plz',
          type: 'text',
          required: true,
          maxLength: 12,
          label: { de: 'PLZ', en: 'Postcode' },
        },
        {
          name: 'standort_ort',
          type: 'text',
          required: true,
          maxLength: 80,
          label: { de: 'Ort', en: 'City' },
        },
      ],
    },
    // Alike other collections' localized texts by shape only: Payload field configs are declarative.
    {
      name: 'standort_detail',
      type: 'textarea',
      localized: true,
      maxLength: 600,
      label: { de: 'Beschreibung und Anfahrt', en: 'Description and directions' },
    },
    {
      name: 'standort_anfahrt',
      type: 'text',
      maxLength: 500,
      validate: validateHref,
      label: { de: 'Link zur Anfahrtsbeschreibung', en: 'Link to the directions' },
    },
    {
      name: 'standort_pdf',
      type: 'upload',
      relationTo: 'media',
      label: { de: 'PDF (z. B. Lageplan)', en: 'PDF (e.g. site plan)' },
      filterOptions: { mimeType: { equals: 'application/pdf' } },
    },
    {
      name: 'standort_googlemaps',
      type: 'text',
      maxLength: 500,
      validate: validateHref,
      label: { de: 'Karten-Link', en: 'Maps link' },
      admin: {
        description: {
          de: 'Leer: wird aus der Adresse gebildet.',
          en: 'Empty: built from the address.',
        },
      },
    },
    mediaField('standort_bild'),
  ],
  hooks: {
    beforeDelete: [refuseDeleteWhileDated],
    afterChange: [revalidatePagesAndCatalogue.afterChange],
    afterDelete: [revalidatePagesAndCatalogue.afterDelete],
  },
}
