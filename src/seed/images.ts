import type { Payload } from 'payload'
import sharp from 'sharp'

import { coachingDialogue, inhouseTeam, seminarRoom, workshopCircle } from './art/rooms'
import { developmentPath, growthChart, harbour, skyline } from './art/outdoor'
import { changeCover, conversationCover, hybridCover, leadershipCover } from './art/covers'
import {
  portraitBlue,
  portraitPeach,
  portraitSand,
  portraitSky,
  portraitStone,
} from './art/portraits'
import { brickLoft, glassTower, lakesideVilla } from './art/venues'

/** The demo images: drawn as SVG, rendered to 1600 × 1000 JPEG, uploaded once by file name. */
export const IMAGES = {
  seminarRoom: {
    filename: 'seminar-room.jpg',
    draw: seminarRoom,
    alt: {
      de: 'Heller Seminarraum mit Leinwand, Flipchart und Teilnehmenden (Illustration)',
      en: 'Bright seminar room with screen, flip chart and participants (illustration)',
    },
  },
  skyline: {
    filename: 'muenster-old-town.jpg',
    draw: skyline,
    alt: {
      de: 'Altstadtsilhouette mit Giebelhäusern, Kirchtürmen und Fahrrädern (Illustration)',
      en: 'Old town skyline with gabled houses, church spires and bicycles (illustration)',
    },
  },
  workshop: {
    filename: 'workshop-circle.jpg',
    draw: workshopCircle,
    alt: {
      de: 'Workshop im Stuhlkreis mit Moderationskarten, von oben gesehen (Illustration)',
      en: 'Workshop in a circle of chairs with facilitation cards, seen from above (illustration)',
    },
  },
  charts: {
    filename: 'growth-charts.jpg',
    draw: growthChart,
    alt: {
      de: 'Abstrakte Diagramme als Sinnbild für messbare Entwicklung (Illustration)',
      en: 'Abstract charts symbolising measurable development (illustration)',
    },
  },
  inhouse: {
    filename: 'inhouse-team.jpg',
    draw: inhouseTeam,
    alt: {
      de: 'Team in einem Firmenworkshop vor einem Whiteboard mit Haftnotizen (Illustration)',
      en: 'Team in a company workshop in front of a whiteboard with sticky notes (illustration)',
    },
  },
  path: {
    filename: 'development-path.jpg',
    draw: developmentPath,
    alt: {
      de: 'Ein Weg durch Hügel mit Etappenzielen und einer Fahne am Ziel (Illustration)',
      en: 'A path through hills with milestones and a flag at the top (illustration)',
    },
  },
  coaching: {
    filename: 'coaching-dialogue.jpg',
    draw: coachingDialogue,
    alt: {
      de: 'Zwei Personen im Coaching-Gespräch in Sesseln (Illustration)',
      en: 'Two people in a coaching conversation in armchairs (illustration)',
    },
  },
  harbour: {
    filename: 'institute-harbour.jpg',
    draw: harbour,
    alt: {
      de: 'Das Institutsgebäude, ein umgebauter Speicher am Hafen (Illustration)',
      en: 'The institute building, a converted warehouse at the harbour (illustration)',
    },
  },
  villa: {
    filename: 'venue-lakeside-villa.jpg',
    draw: lakesideVilla,
    alt: {
      de: 'Weiße Tagungsvilla am Seeufer mit Steg und Segelbooten (Illustration)',
      en: 'White conference villa on a lake shore with a jetty and sailing boats (illustration)',
    },
  },
  loft: {
    filename: 'venue-brick-loft.jpg',
    draw: brickLoft,
    alt: {
      de: 'Umgebaute Fabrikhalle mit Backsteinwand, Bogenfenstern und langem Arbeitstisch (Illustration)',
      en: 'Converted factory hall with brick walls, arched windows and a long work table (illustration)',
    },
  },
  tower: {
    filename: 'venue-glass-tower.jpg',
    draw: glassTower,
    alt: {
      de: 'Tagungszentrum in einem gläsernen Hochhaus am Fluss (Illustration)',
      en: 'Conference centre in a glass high-rise by the river (illustration)',
    },
  },
  // Whitepaper thumbnails (art/covers.ts)
  wpLeadership: {
    filename: 'whitepaper-first-100-days.jpg',
    draw: leadershipCover,
    alt: {
      de: 'Titelblatt eines Whitepapers mit Kompass auf einem hellblauen Schreibtisch (Illustration)',
      en: 'Whitepaper cover with a compass on a light blue desk (illustration)',
    },
  },
  wpConversation: {
    filename: 'whitepaper-difficult-conversations.jpg',
    draw: conversationCover,
    alt: {
      de: 'Titelblatt eines Whitepapers mit zwei Sprechblasen (Illustration)',
      en: 'Whitepaper cover with two speech bubbles (illustration)',
    },
  },
  wpChange: {
    filename: 'whitepaper-change.jpg',
    draw: changeCover,
    alt: {
      de: 'Titelblatt eines Whitepapers mit ansteigenden Stufen (Illustration)',
      en: 'Whitepaper cover with rising steps (illustration)',
    },
  },
  wpHybrid: {
    filename: 'whitepaper-hybrid-teams.jpg',
    draw: hybridCover,
    alt: {
      de: 'Titelblatt eines Whitepapers mit einem Netz aus verbundenen Punkten (Illustration)',
      en: 'Whitepaper cover with a network of connected dots (illustration)',
    },
  },
  // Trainer portraits (art/portraits.ts): drawn silhouettes, no real persons
  portraitBlue: {
    filename: 'trainer-portrait-1.jpg',
    draw: portraitBlue,
    alt: {
      de: 'Porträt einer Trainerin, gezeichnet als Silhouette auf Hellblau (Illustration)',
      en: 'Portrait of a trainer drawn as a silhouette on light blue (illustration)',
    },
  },
  portraitSand: {
    filename: 'trainer-portrait-2.jpg',
    draw: portraitSand,
    alt: {
      de: 'Porträt eines Trainers, gezeichnet als Silhouette auf Beige (Illustration)',
      en: 'Portrait of a trainer drawn as a silhouette on beige (illustration)',
    },
  },
  portraitSky: {
    filename: 'trainer-portrait-3.jpg',
    draw: portraitSky,
    alt: {
      de: 'Porträt einer Trainerin, gezeichnet als Silhouette auf Himmelblau (Illustration)',
      en: 'Portrait of a trainer drawn as a silhouette on sky blue (illustration)',
    },
  },
  portraitStone: {
    filename: 'trainer-portrait-4.jpg',
    draw: portraitStone,
    alt: {
      de: 'Porträt eines Trainers, gezeichnet als Silhouette auf Grau (Illustration)',
      en: 'Portrait of a trainer drawn as a silhouette on grey (illustration)',
    },
  },
  portraitPeach: {
    filename: 'trainer-portrait-5.jpg',
    draw: portraitPeach,
    alt: {
      de: 'Porträt einer Trainerin, gezeichnet als Silhouette auf Sand (Illustration)',
      en: 'Portrait of a trainer drawn as a silhouette on sand (illustration)',
    },
  },
} as const

export type ImageKey = keyof typeof IMAGES
export type ImageIds = Record<ImageKey, number>

export async function renderImage(key: ImageKey): Promise<Buffer> {
  return sharp(Buffer.from(IMAGES[key].draw())).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}

/** Creates the images that are missing (matched by file name) and returns every image's id. */
export async function ensureImages(
  payload: Payload,
  log: (line: string) => void,
): Promise<ImageIds> {
  const ids = {} as ImageIds
  for (const key of Object.keys(IMAGES) as ImageKey[]) {
    const image = IMAGES[key]
    const existing = await payload.find({
      collection: 'media',
      where: { filename: { equals: image.filename } },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const found = existing.docs[0]
    if (found) {
      ids[key] = found.id
      continue
    }
    const data = await renderImage(key)
    const doc = await payload.create({
      collection: 'media',
      locale: 'de',
      data: { alt: image.alt.de },
      file: { data, mimetype: 'image/jpeg', name: image.filename, size: data.length },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await payload.update({
      collection: 'media',
      id: doc.id,
      locale: 'en',
      data: { alt: image.alt.en },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    ids[key] = doc.id
    log(`  image  ${image.filename}`)
  }
  return ids
}
