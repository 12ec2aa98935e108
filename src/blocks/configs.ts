import type { Block } from 'payload'

import { AkkordeonBlock } from './Akkordeon/config'
import { BildBlock } from './Bild/config'
import { BildTextBlock } from './BildText/config'
import { CallbackBlock } from './Callback/config'
import { KachelnBlock } from './Kacheln/config'
import { KontaktformularBlock } from './ContactForm/config'
import { KundenstimmenBlock } from './Kundenstimmen/config'
import { PublikationenBlock } from './Publikationen/config'
import { RepAktuellesBlock } from './RepAktuelles/config'
import { RepBlogBlock } from './RepBlog/config'
import { SprungmarkeBlock } from './Sprungmarke/config'
import { StandorteBlock } from './Standorte/config'
import { TextBlock } from './Text/config'
import { VideoBlock } from './Video/config'
import { DownloadsBlock } from './Downloads/config'
import { EpaperIframeBlock } from './EpaperIframe/config'
import { HistorieBlock } from './Historie/config'
import { IframeBlock } from './Iframe/config'
import { KarriereBlock } from './Karriere/config'
import { RepVorteileBlock } from './RepVorteile/config'
import { StoererBlock } from './Stoerer/config'
import { ZertifizierungenBlock } from './Zertifizierungen/config'
import { NewsletterBlock } from './Newsletter/config'
import { SeminarfinderBlock } from './Seminarfinder/config'
import { SeminareBlock } from './Seminare/config'
import { SeminarortTermineBlock } from './SeminarortTermine/config'
import { SeminarthemenBlock } from './Seminarthemen/config'
import { WhitepapersBlock } from './Whitepapers/config'

/** Every block an editor can put on a page. RenderBlocks maps each slug to its component. */
export const pageBlocks: Block[] = [
  TextBlock,
  BildBlock,
  BildTextBlock,
  AkkordeonBlock,
  SprungmarkeBlock,
  VideoBlock,
  KachelnBlock,
  KundenstimmenBlock,
  PublikationenBlock,
  StoererBlock,
  IframeBlock,
  HistorieBlock,
  ZertifizierungenBlock,
  DownloadsBlock,
  RepVorteileBlock,
  EpaperIframeBlock,
  KarriereBlock,
  StandorteBlock,
  RepAktuellesBlock,
  RepBlogBlock,
  KontaktformularBlock,
  CallbackBlock,
  SeminarthemenBlock,
  SeminareBlock,
  SeminarortTermineBlock,
  SeminarfinderBlock,
  NewsletterBlock,
  WhitepapersBlock,
]
