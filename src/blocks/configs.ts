import type { Block } from 'payload'

import { AccordionBlock } from './Accordion/config'
import { ImageBlock } from './Image/config'
import { ImageTextBlock } from './ImageText/config'
import { CallbackBlock } from './Callback/config'
import { TilesBlock } from './Tiles/config'
import { ContactFormBlock } from './ContactForm/config'
import { TestimonialsBlock } from './Testimonials/config'
import { PublicationsBlock } from './Publications/config'
import { NewsBlock } from './News/config'
import { BlogOverviewBlock } from './BlogOverview/config'
import { JumpAnchorBlock } from './JumpAnchor/config'
import { LocationsBlock } from './Locations/config'
import { TextBlock } from './Text/config'
import { VideoBlock } from './Video/config'
import { DownloadsBlock } from './Downloads/config'
import { EpaperSignupBlock } from './EpaperSignup/config'
import { TimelineBlock } from './Timeline/config'
import { IframeBlock } from './Iframe/config'
import { CareersBlock } from './Careers/config'
import { AdvantagesBlock } from './Advantages/config'
import { PromoBlock } from './Promo/config'
import { CertificationsBlock } from './Certifications/config'
import { NewsletterBlock } from './Newsletter/config'
import { SeminarFinderBlock } from './SeminarFinder/config'
import { SeminarsBlock } from './Seminars/config'
import { DatesByPlaceOrTopicBlock } from './DatesByPlaceOrTopic/config'
import { SeminarTopicsBlock } from './SeminarTopics/config'
import { WhitepapersBlock } from './Whitepapers/config'

/** Where the block picker's pictures are (made by scripts/block-pictures.mjs). */
export const BLOCK_PICTURES_PATH = '/admin/blocks'

/**
 * A block with its picture in the admin's block picker: the block as the showcase page renders it.
 * The alt text is empty because the picker's card names the block right below the picture.
 */
const withPickerPicture = (block: Block): Block => ({
  ...block,
  imageURL: `${BLOCK_PICTURES_PATH}/${block.slug}.webp`,
  imageAltText: '',
})

/** Every block an editor can put on a page. RenderBlocks maps each slug to its component. */
export const pageBlocks: Block[] = [
  TextBlock,
  ImageBlock,
  ImageTextBlock,
  AccordionBlock,
  JumpAnchorBlock,
  VideoBlock,
  TilesBlock,
  TestimonialsBlock,
  PublicationsBlock,
  PromoBlock,
  IframeBlock,
  TimelineBlock,
  CertificationsBlock,
  DownloadsBlock,
  AdvantagesBlock,
  EpaperSignupBlock,
  CareersBlock,
  LocationsBlock,
  NewsBlock,
  BlogOverviewBlock,
  ContactFormBlock,
  CallbackBlock,
  SeminarTopicsBlock,
  SeminarsBlock,
  DatesByPlaceOrTopicBlock,
  SeminarFinderBlock,
  NewsletterBlock,
  WhitepapersBlock,
].map(withPickerPicture)
