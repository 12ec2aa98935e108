import type { Block } from 'payload'

export const BlogOverviewBlock: Block = {
  slug: 'rep_blog',
  interfaceName: 'RepBlogBlock',
  labels: { singular: { de: 'Blog', en: 'Blog' }, plural: { de: 'Blog', en: 'Blog' } },
  fields: [
    {
      name: 'main_block_blog_titel',
      type: 'text',
      maxLength: 200,
      label: { de: 'Überschrift', en: 'Heading' },
    },
    {
      name: 'main_block_blog_intro',
      type: 'textarea',
      maxLength: 800,
      label: { de: 'Einleitung', en: 'Introduction' },
    },
  ],
}
