import {
  akkordeon,
  aktuelles,
  bild,
  bildText,
  blog,
  type PageBlock,
  sprungmarke,
  standorte,
  text,
} from '../blocks'
import type { CatalogueIds } from '../content/catalogue/types'
import type { ImageIds } from '../images'
import { doc, h2, h3, h4, ol, p, ul } from '../richText'
import { catalogueShowcaseBlocks, formShowcaseBlocks } from '../showcase/catalogue'
import { interactiveShowcaseBlocks } from '../showcase/interactive'
import { staticShowcaseBlocks } from '../showcase/static'
import { type Locale, type PageContent, type PageFactory, URLS } from './types'

/** The jump targets of the page, per language (letters, digits and hyphens only). */
const ANCHORS = {
  de: {
    top: 'inhalt',
    text: 'text',
    images: 'bilder',
    imageText: 'bild-und-text',
    accordion: 'akkordeon',
    static: 'hinweise-und-einbettungen',
    interactive: 'interaktive-bausteine',
    catalogue: 'seminarkatalog',
    forms: 'formulare',
    locations: 'standorte',
    news: 'aktuelles',
    blog: 'blog',
  },
  en: {
    top: 'contents',
    text: 'text',
    images: 'images',
    imageText: 'image-and-text',
    accordion: 'accordion',
    static: 'promotions-and-embeds',
    interactive: 'interactive-blocks',
    catalogue: 'seminar-catalogue',
    forms: 'forms',
    locations: 'locations',
    news: 'news',
    blog: 'blog',
  },
} as const

type Section = keyof (typeof ANCHORS)['de']

function content(img: ImageIds, cat: CatalogueIds, locale: Locale): PageContent {
  const de = locale === 'de'
  const t = (german: string, english: string): string => (de ? german : english)
  const a = ANCHORS[locale]
  const u = URLS[locale]
  const back = p(t(`[↑ Zurück zur Übersicht](#${a.top})`, `[↑ Back to the overview](#${a.top})`))

  const titles: Record<Exclude<Section, 'top'>, string> = {
    text: t('Text', 'Text'),
    images: t('Bild', 'Image'),
    imageText: t('Bild und Text', 'Image and text'),
    accordion: t('Akkordeon', 'Accordion'),
    static: t(
      'Störer, Vorteile, Historie, Siegel, Downloads und Einbettungen',
      'Promotions, advantages, history, seals, downloads and embeds',
    ),
    interactive: t(
      'Kacheln, Kundenstimmen, Videos und Publikationen',
      'Tiles, testimonials, videos and publications',
    ),
    catalogue: t(
      'Seminarthemen, Seminare, Termine, Seminarfinder, Whitepaper und Newsletter',
      'Topics, seminars, dates, seminar finder, whitepapers and newsletter',
    ),
    forms: t('Kontakt- und Rückrufformular', 'Contact and callback forms'),
    locations: t('Standorte', 'Locations'),
    news: t('Aktuelles', 'News'),
    blog: t('Blog', 'Blog'),
  }

  /** The jump target and a short introduction that opens each group. */
  const group = (section: Exclude<Section, 'top'>, ...explanation: string[]): PageBlock[] => [
    sprungmarke(a[section]),
    text(doc(h2(titles[section]), ...explanation.map((line) => p(line)), back)),
  ]

  const toc = (Object.keys(titles) as Exclude<Section, 'top'>[]).map(
    (section) => `[${titles[section]}](#${a[section]})`,
  )

  return {
    title: t('Bausteine', 'Building blocks'),
    slug: t('bausteine', 'blocks'),
    description: t(
      'Alle Bausteine, aus denen Redakteurinnen und Redakteure die Seiten dieser Website zusammensetzen – mit Beispielinhalten und ihren Varianten.',
      'Every building block editors can use to put together the pages of this website – with sample content and their variants.',
    ),
    blocks: [
      sprungmarke(a.top),
      text(
        doc(
          h2(t('Alle Bausteine auf einen Blick', 'Every building block at a glance')),
          p(
            t(
              'Jede Seite dieser Website besteht aus Bausteinen, die Redakteurinnen und Redakteure im CMS frei kombinieren: Texte, Bilder, Akkordeons, Kacheln, Kundenstimmen und vieles mehr. Diese Seite zeigt jeden Baustein mit Beispielinhalten – und bei vielen auch die Varianten, die sich einstellen lassen, etwa Hintergrundfarbe, Breite oder Anordnung.',
              'Every page of this website is made of building blocks that editors combine freely in the CMS: texts, images, accordions, tiles, testimonials and much more. This page shows every block with sample content – and for many of them also the variants that can be set, such as background colour, width or arrangement.',
            ),
          ),
          p(
            t(
              'Die Übersicht nutzt selbst einen Baustein: die **Sprungmarke**. Sie ist unsichtbar und markiert eine Stelle auf der Seite, zu der ein Link mit *#name* springt. Die Blöcke Standorte, Aktuelles und Blog zeigen Inhalte aus eigenen Sammlungen im CMS und bleiben so auf allen Seiten aktuell.',
              'The overview uses a block itself: the **jump anchor**. It is invisible and marks a spot on the page that a link with *#name* jumps to. The locations, news and blog blocks show content from their own collections in the CMS and so stay up to date on every page.',
            ),
          ),
          p(
            t(
              `Fragen zum Redaktionssystem? [Schreiben Sie uns](${u.contact}).`,
              `Questions about the content management system? [Get in touch](${u.contact}).`,
            ),
          ),
        ),
        {
          width: '12',
          columnWidth: '58',
          second: doc(h3(t('Übersicht', 'Overview')), ol(...toc)),
        },
      ),

      // Text: formatting, two columns with different widths, contact box, every background and width
      ...group(
        'text',
        t(
          'Der vielseitigste Baustein: Überschriften, Absätze, Listen und Links in einem Editor. Optional zweispaltig (mit wählbarer Breite der ersten Spalte) oder mit der Kontaktbox daneben, in fünf Textbreiten und sechs Hintergründen.',
          'The most versatile block: headings, paragraphs, lists and links in one editor. Optionally in two columns (with a choice of width for the first column) or with the contact box beside it, in five text widths and six backgrounds.',
        ),
      ),
      text(
        doc(
          h3(t('Formatierungen', 'Formatting')),
          p(
            t(
              'Ein Absatz mit **fettem** und *kursivem* Text, einem [Link zu den Seminaren](' +
                u.seminars +
                ') und einem [externen Link](https://www.example.org/), der in einem neuen Tab öffnet.\nEin Zeilenumbruch innerhalb des Absatzes.',
              'A paragraph with **bold** and *italic* text, a [link to the seminars](' +
                u.seminars +
                ') and an [external link](https://www.example.org/) that opens in a new tab.\nA line break within the paragraph.',
            ),
          ),
          h4(t('Aufzählung', 'Bulleted list')),
          ul(
            t('Kleine Gruppen', 'Small groups'),
            t('Erfahrene Trainerinnen und Trainer', 'Experienced trainers'),
            t('Nachgespräch nach dem Seminar', 'Follow-up after the seminar'),
          ),
          h4(t('Nummerierte Liste', 'Numbered list')),
          ol(
            t('Seminar auswählen', 'Choose a seminar'),
            t('Termin in den Warenkorb legen', 'Add a date to the cart'),
            t('Teilnehmende eintragen und buchen', 'Enter participants and book'),
          ),
        ),
        { background: '1', width: '8' },
      ),
      text(
        doc(
          h3(t('Zwei Spalten, 50 : 50', 'Two columns, 50 : 50')),
          p(
            t(
              'Die erste Spalte nimmt die Hälfte der Breite ein. Auf kleinen Bildschirmen stehen beide Spalten untereinander.',
              'The first column takes up half the width. On small screens the two columns are stacked.',
            ),
          ),
        ),
        {
          background: '2',
          width: '12',
          columnWidth: '50',
          second: doc(
            h3(t('Zweite Spalte', 'Second column')),
            p(
              t(
                'Hintergrund „Weiß“. Die zweite Spalte hat einen eigenen Editor und kann ebenso Überschriften, Listen und Links enthalten.',
                'Background “white”. The second column has its own editor and can likewise contain headings, lists and links.',
              ),
            ),
          ),
        },
      ),
      text(
        doc(
          h3(t('Schmale erste Spalte', 'Narrow first column')),
          p(t('Erste Spalte: 33 % der Breite.', 'First column: 33 % of the width.')),
        ),
        {
          background: '3',
          width: '12',
          columnWidth: '33',
          second: doc(
            p(
              t(
                'Hintergrund „Hellgrau“. Eine schmale erste Spalte eignet sich für eine Zwischenüberschrift oder eine Kennzahl, die breite zweite Spalte für den eigentlichen Text.',
                'Background “light grey”. A narrow first column suits a subheading or a key figure, the wide second column the actual text.',
              ),
            ),
            ul(
              t(
                'Wählbar: 25, 33, 42, 50, 58, 66 oder 75 %',
                'Options: 25, 33, 42, 50, 58, 66 or 75 %',
              ),
              t('Die zweite Spalte nimmt den Rest ein', 'The second column takes the rest'),
            ),
          ),
        },
      ),
      text(
        doc(
          h3(t('Breite erste Spalte', 'Wide first column')),
          p(
            t(
              'Erste Spalte: 66 % der Breite. Hintergrund „Beige“. So bekommt ein längerer Text den meisten Platz, während rechts ein kurzer Hinweis steht.',
              'First column: 66 % of the width. Background “beige”. A longer text gets most of the space, with a short note on the right.',
            ),
          ),
        ),
        {
          background: '4',
          width: '12',
          columnWidth: '66',
          second: doc(
            h4(t('Gut zu wissen', 'Good to know')),
            p(
              t(
                'Seminare mit dem Hinweis „Bildungsurlaub“ können in NRW als Bildungsurlaub genutzt werden.',
                'Seminars marked “educational leave” qualify for educational leave in North Rhine-Westphalia.',
              ),
            ),
          ),
        },
      ),
      text(
        doc(
          h3(t('Mit Kontaktbox', 'With contact box')),
          p(
            t(
              'Hintergrund „Hellblau“. Neben dem Text erscheint die Kontaktbox mit Telefonnummer und E-Mail-Adresse aus den Website-Einstellungen – ändern sich diese, ändert sich die Box auf allen Seiten.',
              'Background “light blue”. The contact box with phone number and email address from the site settings appears beside the text – change them there and the box changes on every page.',
            ),
          ),
        ),
        { background: '5', width: '12', columnWidth: '58', showContact: true },
      ),
      text(
        doc(
          h3(t('Dunkler Hintergrund, Breite 10 von 12', 'Dark background, width 10 of 12')),
          p(
            t(
              `Hintergrund „Dunkel“: Texte und [Links](${u.about}) erscheinen hell, damit sie gut lesbar bleiben. Die Textbreite lässt sich in Spalten eines Zwölferrasters wählen: 4, 6, 8, 10 oder 12.`,
              `Background “dark”: texts and [links](${u.about}) appear light so that they remain easy to read. The text width can be chosen in columns of a twelve-column grid: 4, 6, 8, 10 or 12.`,
            ),
          ),
        ),
        { background: '6', width: '10' },
      ),
      text(
        doc(
          h3(t('Volle Breite', 'Full width')),
          p(
            t(
              'Breite 12 von 12, ohne Hintergrund. Sehr lange Zeilen sind allerdings anstrengend zu lesen – für Fließtext empfehlen sich die Breiten 8 oder 10.',
              'Width 12 of 12, no background. Very long lines are tiring to read, though – for running text, widths 8 or 10 are recommended.',
            ),
          ),
        ),
        { background: '1', width: '12' },
      ),
      text(
        doc(
          h3(t('Breite 6 von 12', 'Width 6 of 12')),
          p(
            t(
              'Hintergrund „Weiß“, halbe Breite – etwa für eine kurze Einleitung.',
              'Background “white”, half width – for a short introduction, for example.',
            ),
          ),
        ),
        { background: '2', width: '6' },
      ),
      text(
        doc(
          h3(t('Breite 4 von 12', 'Width 4 of 12')),
          p(
            t(
              'Hintergrund „Hellgrau“, ein Drittel der Breite.',
              'Background “light grey”, a third of the width.',
            ),
          ),
        ),
        { background: '3', width: '4' },
      ),

      // Image: a single image and a gallery
      ...group(
        'images',
        t(
          'Ein oder mehrere Bilder mit optionaler Überschrift und Bildunterschriften. Ein einzelnes Bild erscheint groß, mehrere Bilder nebeneinander.',
          'One or more images with an optional heading and captions. A single image is shown large, several images side by side.',
        ),
      ),
      bild(
        t('Ein einzelnes Bild', 'A single image'),
        [
          {
            image: img.harbour,
            caption: t(
              'Das Institut im umgebauten Speicher am Hafen.',
              'The institute in the converted warehouse at the harbour.',
            ),
          },
        ],
        '1',
      ),
      bild(
        t('Mehrere Bilder', 'Several images'),
        [
          {
            image: img.workshop,
            caption: t('Workshop im Stuhlkreis', 'Workshop in a circle of chairs'),
          },
          {
            image: img.seminarRoom,
            caption: t('Seminarraum mit Tageslicht', 'Seminar room with daylight'),
          },
          { image: img.coaching, caption: t('Coaching im Gespräch', 'A coaching conversation') },
        ],
        '4',
      ),
      bild(null, [{ image: img.skyline }, { image: img.path }], '5'),

      // Image and text: normal, swapped and without background
      ...group(
        'imageText',
        t(
          'Ein Bild neben einem Text mit Überschrift. Das Bild steht links oder – mit „Anordnung tauschen“ – rechts; die Breite der Bildspalte und der Hintergrund sind wählbar.',
          'An image beside a text with a heading. The image sits on the left or – with “swap order” – on the right; the width of the image column and the background can be chosen.',
        ),
      ),
      bildText(
        t('Bild links', 'Image on the left'),
        img.inhouse,
        doc(
          p(
            t(
              'Die Standardanordnung: Bild links, Text rechts, Bildspalte 42 % breit, Hintergrund „Hellblau“.',
              'The default arrangement: image on the left, text on the right, image column 42 % wide, background “light blue”.',
            ),
          ),
          p(
            t(
              `[Mehr zu Inhouse-Seminaren](${u.inhouse})`,
              `[More about in-house seminars](${u.inhouse})`,
            ),
          ),
        ),
        { background: '5', columnWidth: '42' },
      ),
      bildText(
        t('Bild rechts', 'Image on the right'),
        img.path,
        doc(
          p(
            t(
              'Mit „Anordnung tauschen“ steht das Bild rechts. Hier ist die Bildspalte halb so breit wie der Block, der Hintergrund „Beige“.',
              'With “swap order” the image sits on the right. Here the image column is half the width of the block, the background “beige”.',
            ),
          ),
          ul(
            t(
              'Abwechselnd angeordnet wirken mehrere Blöcke lebendiger',
              'Alternating the arrangement makes a series of blocks livelier',
            ),
            t(
              'Auf dem Smartphone steht das Bild immer oben',
              'On a phone the image is always on top',
            ),
          ),
        ),
        { swap: true, background: '4', columnWidth: '50' },
      ),
      bildText(
        t('Ohne Hintergrund', 'Without background'),
        img.charts,
        doc(
          p(
            t(
              'Mit „Keinen Hintergrund verwenden“ fügt sich der Block ohne Fläche in die Seite ein. Die Bildspalte ist hier 33 % breit.',
              'With “use no background” the block blends into the page without a coloured area. The image column is 33 % wide here.',
            ),
          ),
        ),
        { noBackground: true, columnWidth: '33' },
      ),

      // Accordion
      ...group(
        'accordion',
        t(
          'Fragen und Antworten, die sich einzeln auf- und zuklappen lassen – ideal für häufige Fragen. Die Antworten können formatiert werden und Links enthalten.',
          'Questions and answers that open and close one at a time – ideal for frequently asked questions. The answers can be formatted and contain links.',
        ),
      ),
      akkordeon(
        t('Häufige Fragen zur Buchung', 'Frequently asked questions about booking'),
        [
          [
            t('Wie melde ich mich an?', 'How do I register?'),
            doc(
              p(
                t(
                  `Wählen Sie einen Termin und legen Sie ihn in den Warenkorb. Eine [Schritt-für-Schritt-Anleitung](${u.booking}) finden Sie hier.`,
                  `Choose a date and add it to your cart. A [step-by-step guide](${u.booking}) is available here.`,
                ),
              ),
            ),
          ],
          [
            t('Kann ich einen Platz reservieren?', 'Can I reserve a place?'),
            doc(
              p(
                t(
                  'Ja, bei der Buchung können Sie eine unverbindliche Reservierung wählen. Wir halten den Platz 14 Tage für Sie frei.',
                  'Yes, when booking you can choose a reservation without commitment. We hold the place for you for 14 days.',
                ),
              ),
            ),
          ],
          [
            t('Was ist im Preis enthalten?', 'What is included in the price?'),
            doc(
              ul(
                t('Seminarunterlagen', 'Seminar materials'),
                t('Mittagessen und Getränke', 'Lunch and drinks'),
                t('Teilnahmebestätigung', 'Certificate of attendance'),
              ),
            ),
          ],
          [
            t('Kann ich kostenlos umbuchen?', 'Can I rebook free of charge?'),
            doc(
              p(
                t(
                  'Bis vier Wochen vor Seminarbeginn ist eine Umbuchung auf einen anderen Termin kostenfrei.',
                  'Rebooking to another date is free of charge up to four weeks before the seminar starts.',
                ),
              ),
            ),
          ],
        ],
        '3',
      ),

      // The static blocks of the other showcase file
      ...group(
        'static',
        t(
          'Störer weisen in drei Varianten auf ein Angebot hin. Dazu kommen die Vorteile als Symbolraster, die Historie als Zeitleiste, Siegel und Zertifizierungen, Downloads, eine eingebettete Karte, das E-Paper-Anmeldeformular und der Karriere-Hinweis.',
          'Promotions point to an offer in three variants. They are joined by advantages as an icon grid, the history as a timeline, seals and certifications, downloads, an embedded map, the e-paper sign-up form and the careers notice.',
        ),
      ),
      ...staticShowcaseBlocks(img, locale),

      // The interactive blocks of the other showcase file
      ...group(
        'interactive',
        t(
          'Bausteine zum Blättern, Filtern und Aufklappen: Kacheln mit „Mehr anzeigen“, Kundenstimmen im Karussell, Videos, die erst nach Zustimmung von YouTube geladen werden, und eine Publikationsliste, die sich ebenfalls schrittweise erweitern lässt.',
          'Blocks to browse, filter and expand: tiles with “show more”, testimonials in a carousel, videos that only load from YouTube after consent, and a list of publications that also expands step by step.',
        ),
      ),
      ...interactiveShowcaseBlocks(img, locale),

      // Blocks that show the seminar catalogue, and the forms
      ...group(
        'catalogue',
        t(
          'Bausteine, die das Seminarangebot zeigen: Themen als Reiter oder Kacheln, ausgewählte Seminare als Karten, die nächsten Termine nach Thema oder Ort (in Zürich in Franken), der Seminarfinder, Whitepaper zum Herunterladen und die Newsletter-Anmeldung. Alle Inhalte kommen aus den Sammlungen des Seminarkatalogs.',
          'Blocks that present the seminar programme: topics as tabs or tiles, selected seminars as cards, the next dates by topic or place (in Zurich in francs), the seminar finder, whitepapers to download and the newsletter sign-up. All content comes from the catalogue collections.',
        ),
      ),
      ...catalogueShowcaseBlocks(img, cat, locale),
      ...group(
        'forms',
        t(
          `Das Kontaktformular (hier in der kurzen Fassung; die lange steht auf der [Kontaktseite](${u.contact})) und die Rückrufbitte mit Wunschtermin.`,
          `The contact form (the short version here; the long one is on the [contact page](${u.contact})) and the callback request with a preferred time.`,
        ),
      ),
      ...formShowcaseBlocks(img, locale),

      // Blocks that show content from the collections
      ...group(
        'locations',
        t(
          'Zeigt die Seminarstandorte aus der Sammlung „Standorte“ als Karussell – alle oder eine Auswahl. Fehlt ein Karten-Link, wird er aus der Adresse gebildet.',
          'Shows the seminar locations from the “Locations” collection as a carousel – all of them or a selection. If a maps link is missing, it is built from the address.',
        ),
      ),
      standorte(
        t('Unsere Seminarstandorte', 'Our seminar locations'),
        t(
          'Hier ohne Auswahl: Der Baustein zeigt alle Standorte.',
          'No selection here: the block shows every location.',
        ),
      ),
      ...group(
        'news',
        t(
          'Zeigt Meldungen aus der Sammlung „Aktuelles“: eine Auswahl oder, wie hier, die neuesten zuerst, mit „Mehr anzeigen“.',
          'Shows items from the “News” collection: a selection or, as here, the latest first, with “show more”.',
        ),
      ),
      aktuelles(t('Aktuelles aus dem Institut', 'News from the institute')),
      ...group(
        'blog',
        t(
          `Listet alle veröffentlichten Blog-Artikel mit Themenfilter; neun erscheinen zuerst, weitere per „Mehr anzeigen“. Jeder Artikel hat eine eigene Seite – die Übersicht gibt es auch unter [Blog](${u.blog}).`,
          `Lists every published blog article with a topic filter; nine appear first, more with “show more”. Every article has a page of its own – the overview is also available at [Blog](${u.blog}).`,
        ),
      ),
      blog(
        t('Aus unserem Blog', 'From our blog'),
        t(
          'Impulse unserer Trainerinnen und Trainer zu Führung, Kommunikation und Veränderung.',
          'Ideas from our trainers on leadership, communication and change.',
        ),
      ),
      text(doc(back), { background: '1', width: '8' }),
    ],
  }
}

/** "Bausteine" / "Building blocks": every block editors can use, with sample content and variants. */
export const showcase: PageFactory = (img, cat) => ({
  key: 'showcase',
  shareImage: 'workshop',
  de: content(img, cat, 'de'),
  en: content(img, cat, 'en'),
})
