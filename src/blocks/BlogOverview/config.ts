import type { Block } from 'payload'

import { headingField, introField, sameLabels } from '@/fields/block'

export const BlogOverviewBlock: Block = {
  slug: 'rep_blog',
  interfaceName: 'RepBlogBlock',
  labels: sameLabels({ de: 'Blog', en: 'Blog' }),
  fields: [headingField('main_block_blog_titel'), introField('main_block_blog_intro')],
}
