import { getTranslations } from 'next-intl/server'
import type React from 'react'

import { ArrowRightIcon } from '@/components/ui/icons'
import { RichText } from '@/components/ui/RichText'
import { Section } from '@/components/ui/Section'
import { SmartLink } from '@/components/ui/SmartLink'
import { ConsentGate } from '@/features/embeds/ConsentGate.lazy'
import { getGateConfig } from '@/features/embeds/labels'
import { thirdPartyHost } from '@/features/embeds/rules'
import { getSiteSettings } from '@/features/site/queries'
import { isEmbeddableUrl } from '@/fields/embedUrl'
import { isSafeHref } from '@/fields/link'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import type { KarriereBlock as CareersBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

import { JobBoardWidget } from './JobBoard.lazy'

type JobBoardConfig = { widgetId: string; scriptUrl: string }

/**
 * The job board when both the site settings (widget id) and the environment (script address)
 * configure it.
 */
function jobBoardConfig(
  widgetId: string | null | undefined,
  scriptUrl: string,
): JobBoardConfig | null {
  const id = widgetId?.trim()
  const src = scriptUrl.trim()
  return id && src && isEmbeddableUrl(src) ? { widgetId: id, scriptUrl: src } : null
}

/**
 * The widget behind the consent notice (a script from another host), or at once when the site
 * serves it itself.
 */
async function jobBoard(
  config: JobBoardConfig,
  locale: Locale,
  link: React.ReactNode,
): Promise<React.ReactNode> {
  const t = await getTranslations({ locale, namespace: 'embeds.jobs' })
  const widget = (
    <JobBoardWidget
      {...config}
      labels={{ loading: t('loading'), failed: t('failed') }}
      fallback={link}
    />
  )
  const host = thirdPartyHost(config.scriptUrl, env.SITE_URL)
  if (!host) return widget
  const gate = await getGateConfig(locale, host, 'widget')
  const alternative = link ? (
    <p className="mt-2 flex flex-col items-center gap-2 text-sm">
      {t('alternative')} {link}
    </p>
  ) : null
  return (
    <ConsentGate
      kind="widget"
      contentTitle={t('contentTitle')}
      className="min-h-80"
      alternative={alternative}
      {...gate}
    >
      {widget}
    </ConsentGate>
  )
}

/**
 * Careers: heading, introduction and the external job board when it is configured; otherwise a
 * clear link to the jobs page. The board loads in the browser after consent.
 */
export async function CareersBlock({ block, locale, index }: BlockProps<CareersBlockData>) {
  const settings = await getSiteSettings(locale)
  const config = jobBoardConfig(settings.careerWidgetId, env.JOB_WIDGET_SCRIPT_URL)
  const headingId = `block-${index}-title`
  const href = block.main_block_karriere_link?.trim()
  const link =
    href && isSafeHref(href) ? (
      <SmartLink
        href={href}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand px-6 py-2.5 font-semibold text-white transition-colors hover:bg-brand-dark"
      >
        {block.main_block_karriere_link_text}
        <ArrowRightIcon />
      </SmartLink>
    ) : null
  const board = config ? await jobBoard(config, locale, link) : null
  return (
    <Section background={block.main_block_hintergrundfarbe} labelledBy={headingId}>
      <div className="lg:max-w-[66.666%]">
        <h2 id={headingId} className="mb-5 text-2xl leading-tight font-semibold md:text-3xl">
          {block.main_block_karriere_titel}
        </h2>
        {block.main_block_karriere_intro && (
          <RichText data={block.main_block_karriere_intro} locale={locale} />
        )}
        {!config && link && <p className="mt-8">{link}</p>}
      </div>
      {board && <div className="mt-8">{board}</div>}
    </Section>
  )
}
