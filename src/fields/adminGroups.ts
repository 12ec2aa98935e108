/** The admin's sidebar groups, so that every collection and global in one group shares its label. */
export const CONTENT_GROUP = { de: 'Inhalte', en: 'Content' }
export const SEMINARS_GROUP = { de: 'Seminare', en: 'Seminars' }
export const ADMINISTRATION_GROUP = { de: 'Verwaltung', en: 'Administration' }
