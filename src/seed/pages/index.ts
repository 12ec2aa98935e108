import { about } from './about'
import { blogOverview } from './blog'
import { bookmarks } from './bookmarks'
import { contact, newsletter } from './contact'
import { home } from './home'
import { inhouse } from './inhouse'
import { knowledge } from './knowledge'
import { imprint } from './legal'
import { notFound } from './notFound'
import { privacy } from './privacy'
import { programmes } from './programmes'
import { seminarBooking, seminarFinder } from './seminarTools'
import { seminars } from './seminars'
import { showcase } from './showcase'
import { terms } from './terms'
import type { PageFactory } from './types'

/** Every seed page, parents before their children. */
export const PAGES: PageFactory[] = [
  home,
  seminars,
  seminarFinder,
  seminarBooking,
  inhouse,
  programmes,
  bookmarks,
  contact,
  newsletter,
  about,
  blogOverview,
  knowledge,
  showcase,
  imprint,
  privacy,
  terms,
  notFound,
]

export type { PageSeed } from './types'
