import type { Payload } from 'payload'

import type { Location } from '@/payload-types'

import type { ImageIds, ImageKey } from '../images'
import { CONTACT, URLS } from '../pages/types'

const ctx = { disableRevalidate: true }

type Localized = { de: string; en: string }

/** A (fictional) seminar location; title and detail text per language, the address once. */
type LocationSeed = {
  title: Localized
  detail: Localized
  addition?: string
  street: string
  postcode: string
  city: string
  /** Left out: the block builds a maps search from the address. */
  maps?: string
  /** Only the head office links to the directions on its contact page. */
  directions?: string
  image: ImageKey
}

/** A Google Maps search around a point, for venues whose invented street a map would not know. */
const mapsAt = (lat: number, lng: number) =>
  `https://www.google.com/maps/search/?api=1&query=${lat}%2C${lng}`

export const LOCATIONS: LocationSeed[] = [
  {
    title: {
      de: 'Institut für Führung Münster – Haus am Hafen',
      en: 'Institut für Führung Münster – harbour house',
    },
    detail: {
      de: 'Unser Stammhaus: ein umgebauter Speicher am Stadthafen mit fünf Seminarräumen, offener Küche und Terrasse am Wasser. Anfahrt: vom Hauptbahnhof etwa 15 Minuten zu Fuß oder mit dem Bus bis „Hafenplatz“; Parkhaus gegenüber, überdachte Fahrradstellplätze am Eingang.',
      en: 'Our head office: a converted warehouse at the city harbour with five seminar rooms, an open kitchen and a terrace by the water. Getting here: about 15 minutes on foot from the main station, or by bus to “Hafenplatz”; multi-storey car park opposite, covered bicycle stands at the entrance.',
    },
    addition: 'Speicher B, Eingang Hafenseite',
    street: CONTACT.street,
    postcode: CONTACT.postcode,
    city: CONTACT.city,
    maps: mapsAt(51.951, 7.642),
    directions: URLS.de.contact,
    image: 'harbour',
  },
  {
    title: { de: 'Tagungshaus am Alsterufer', en: 'Conference house on the Alster' },
    detail: {
      de: 'Eine helle Gründerzeitvilla mit Garten bis ans Wasser – ideal für Seminare, die Ruhe brauchen. Anfahrt: ab Hamburg Hauptbahnhof mit der U-Bahn bis „Uferkamp“ und fünf Minuten zu Fuß; wenige Parkplätze am Haus, Parkhaus in 400 m Entfernung.',
      en: 'A bright 19th-century villa whose garden reaches down to the water – ideal for seminars that need calm. Getting here: from Hamburg central station by underground to “Uferkamp”, then a five-minute walk; a few parking spaces at the house, a car park 400 m away.',
    },
    street: 'Uferkamp 7',
    postcode: '22087',
    city: 'Hamburg',
    maps: mapsAt(53.5702, 10.0061),
    image: 'villa',
  },
  {
    title: { de: 'Rheinloft Köln', en: 'Rheinloft Cologne' },
    detail: {
      de: 'Eine umgebaute Werfthalle mit Backsteinwänden, hohen Bogenfenstern und viel Platz für Gruppenarbeit. Anfahrt: ab Köln Messe/Deutz zehn Minuten zu Fuß am Rhein entlang oder mit der Straßenbahn bis „Werfthallen“; Parken in der Tiefgarage unter dem Gebäude.',
      en: 'A converted shipyard hall with brick walls, tall arched windows and plenty of room for group work. Getting here: from Köln Messe/Deutz station a ten-minute walk along the Rhine, or by tram to “Werfthallen”; parking in the underground car park beneath the building.',
    },
    addition: 'Halle 3, 1. Obergeschoss',
    street: 'Werfthallenstraße 21',
    postcode: '50679',
    city: 'Köln',
    image: 'loft',
  },
  {
    title: { de: 'Forum am Mainbogen', en: 'Forum am Mainbogen, Frankfurt' },
    detail: {
      de: 'Tagungsetage in einem Hochhaus am Main mit Blick über die Stadt, moderner Medientechnik und eigenem Catering. Anfahrt: ab Frankfurt (Main) Hauptbahnhof mit der S-Bahn bis „Mainbogen“, der Eingang liegt direkt an der Station; vom Flughafen etwa 25 Minuten.',
      en: 'A conference floor in a high-rise on the river Main with views across the city, modern media equipment and its own catering. Getting here: from Frankfurt (Main) central station by S-Bahn to “Mainbogen”, the entrance is right at the station; about 25 minutes from the airport.',
    },
    addition: '14. Etage',
    street: 'Mainbogenallee 40',
    postcode: '60314',
    city: 'Frankfurt am Main',
    maps: mapsAt(50.1098, 8.7031),
    image: 'tower',
  },
  {
    title: { de: 'Seminarvilla Isarhang', en: 'Seminar villa Isarhang, Munich' },
    detail: {
      de: 'Drei Seminarräume in einer ruhigen Stadtvilla zwischen Altstadt und Englischem Garten, mit Innenhof für die Pausen. Anfahrt: ab München Hauptbahnhof mit der U-Bahn bis „Isartor“ und acht Minuten zu Fuß; Parkplätze sind knapp, wir empfehlen die Anreise mit Bahn oder Rad.',
      en: 'Three seminar rooms in a quiet town villa between the old town and the English Garden, with a courtyard for breaks. Getting here: from Munich central station by underground to “Isartor”, then an eight-minute walk; parking is scarce, so we recommend coming by train or bike.',
    },
    street: 'Isarhangweg 5',
    postcode: '80538',
    city: 'München',
    maps: mapsAt(48.1405, 11.5889),
    image: 'seminarRoom',
  },
  {
    title: { de: 'Tagungszentrum Seeblick Zürich', en: 'Seeblick conference centre, Zurich' },
    detail: {
      de: 'Unser neuer Standort in der Schweiz: ein Gartenpavillon am Seeufer mit zwei Seminarräumen und Blick auf die Berge. Anfahrt: ab Zürich HB mit dem Tram bis „Seeuferweg“ und drei Minuten zu Fuß; öffentliche Parkplätze an der Seepromenade.',
      en: 'Our new location in Switzerland: a garden pavilion on the lake shore with two seminar rooms and a view of the mountains. Getting here: from Zürich HB by tram to “Seeuferweg”, then a three-minute walk; public parking along the lakeside promenade.',
    },
    addition: 'Gartenpavillon',
    street: 'Seeuferweg 18',
    postcode: '8008',
    city: 'Zürich',
    image: 'workshop',
  },
]

async function findByTitle(payload: Payload, title: string): Promise<Location | null> {
  const result = await payload.find({
    collection: 'locations',
    where: { standort_titel: { equals: title } },
    locale: 'de',
    fallbackLocale: false,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return result.docs[0] ?? null
}

/** Creates the seminar locations that do not exist yet (matched by their German name). Returns how many were created. */
export async function seedLocations(
  payload: Payload,
  images: ImageIds,
  log: (line: string) => void,
): Promise<number> {
  let created = 0
  for (const location of LOCATIONS) {
    if (await findByTitle(payload, location.title.de)) continue
    const doc = await payload.create({
      collection: 'locations',
      locale: 'de',
      data: {
        standort_titel: location.title.de,
        standort_detail: location.detail.de,
        standort_adresszusatz: location.addition ?? null,
        standort_strasse: location.street,
        standort_plz: location.postcode,
        standort_ort: location.city,
        standort_googlemaps: location.maps ?? null,
        standort_anfahrt: location.directions ?? null,
        standort_bild: images[location.image],
      },
      overrideAccess: true,
      context: ctx,
    })
    await payload.update({
      collection: 'locations',
      id: doc.id,
      locale: 'en',
      data: { standort_titel: location.title.en, standort_detail: location.detail.en },
      overrideAccess: true,
      context: ctx,
    })
    created++
    log(`  location ${location.title.de}`)
  }
  return created
}
