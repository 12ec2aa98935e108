import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { index as postgresIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { index as sqliteIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import {
  BlockquoteFeature,
  BoldFeature,
  HeadingFeature,
  HorizontalRuleFeature,
  IndentFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  StrikethroughFeature,
  SubscriptFeature,
  SuperscriptFeature,
  UnderlineFeature,
  UnorderedListFeature,
  UploadFeature,
  lexicalEditor,
} from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { de } from '@payloadcms/translations/languages/de'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'

import { isStaffRequest } from './access'
import { keepInternalsToStaff } from './access/internal'
import { RICH_TEXT_LINK_COLLECTIONS, richTextLinkFields } from './fields/link'
import { labelCollectionsPerLanguage } from './hooks/collectionLabels'
import { refuseMalformedIds } from './hooks/malformedIds'
import { refuseUnstorableBodies } from './hooks/restBodies'
import { repairRestRoutes } from './hooks/restRoutes'
import { REFUSAL_LOGGING_LEVELS } from './lib/refusal'
import { refuseUnrunnableQueriesEverywhere } from './hooks/validQueries'
import { BlogPosts } from './collections/BlogPosts'
import { BlogTopics } from './collections/BlogTopics'
import { Bookings } from './features/booking/collection'
import { CallbackRequests } from './features/callback/collection'
import { ContactMessages } from './features/contact/collection'
import { Customers } from './collections/Customers'
import { Locations } from './collections/Locations'
import { Media } from './collections/Media'
import { News } from './collections/News'
import { NewsletterSubscriptions } from './features/newsletter/collection'
import { DateAlerts } from './features/waiting-list/alert-collection'
import { WaitingListEntries } from './features/waiting-list/collection'
import { Pages } from './collections/Pages'
import { Reviews } from './features/reviews/collection'
import { Programmes } from './collections/Programmes'
import { SeminarDates } from './collections/SeminarDates'
import { Seminars } from './collections/Seminars'
import { SentMails } from './collections/SentMails'
import { Topics } from './collections/Topics'
import { Trainers } from './features/trainers/collection'
import { Users } from './collections/Users'
import { WhitepaperFiles } from './collections/WhitepaperFiles'
import { WhitepaperRequests } from './features/whitepapers/request-collection'
import { loopbackOrigins } from './features/security/canonical-host'
import { Whitepapers } from './collections/Whitepapers'
import { Footer } from './globals/Footer'
import { Navigation } from './globals/Navigation'
import { QuickLinks } from './globals/QuickLinks'
import { SiteSettings } from './globals/SiteSettings'
import { indexLocalesByParent } from './lib/db-indexes'
import { env } from './lib/env'
import { loggerDestination, loggerOptions } from './lib/logging'
import { mailAdapter } from './lib/mail/adapter'
import { mailQueueCollection } from './lib/mail/queue-collection'
import { sendMailTask } from './lib/mail/sendMailTask'
import { POOL_SIZE, withConnectionsOutsideTransactions } from './lib/postgres-transactions'
import { withSerializedTransactions } from './lib/sqlite-transactions'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** SQLite by default; PostgreSQL when DATABASE_URL says so. Both run committed migrations. */
function database(): DatabaseAdapterObj {
  if (env.isPostgres) {
    // Transactions leave connections for Payload's reads beside them (src/lib/README.md).
    return withConnectionsOutsideTransactions(
      postgresAdapter({
        pool: { connectionString: env.DATABASE_URL, max: POOL_SIZE },
        push: env.pushSchema,
        migrationDir: path.resolve(dirname, 'migrations/postgres'),
        prodMigrations: postgresMigrations,
        blocksAsJSON: true,
        afterSchemaInit: [indexLocalesByParent(postgresIndex)],
      }),
    )
  }
  // Every transaction holds the process's write lock, and a failed COMMIT is an error (decision
  // 0014).
  return withSerializedTransactions(
    sqliteAdapter({
      client: { url: env.DATABASE_URL },
      // WAL lets readers work while a writer commits; the busy timeout waits for a lock instead of
      // failing.
      wal: true,
      busyTimeout: 10_000,
      // IMMEDIATE takes the write lock at BEGIN, so a read-then-write (seat checks) cannot
      // interleave.
      transactionOptions: { behavior: 'immediate' },
      push: env.pushSchema,
      migrationDir: path.resolve(dirname, 'migrations/sqlite'),
      prodMigrations: sqliteMigrations,
      blocksAsJSON: true,
      afterSchemaInit: [indexLocalesByParent(sqliteIndex)],
    }),
  )
}

// .then: Payload adds its internal collections while building; keepInternalsToStaff closes them to
// customers; labelCollectionsPerLanguage lets the admin name every collection in its language.
export default buildConfig({
  serverURL: env.SITE_URL,
  secret: env.PAYLOAD_SECRET,
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname) },
    components: { beforeDashboard: ['@/features/staff-dashboard/StaffDashboard#StaffDashboard'] },
    meta: { titleSuffix: ' · Redaktion', icons: [{ url: '/favicon.svg', type: 'image/svg+xml' }] },
  },
  collections: [
    Pages,
    Seminars,
    SeminarDates,
    Topics,
    Trainers,
    Programmes,
    Whitepapers,
    WhitepaperFiles,
    BlogPosts,
    BlogTopics,
    News,
    Locations,
    Media,
    Users,
    Customers,
    Bookings,
    Reviews,
    ContactMessages,
    CallbackRequests,
    WhitepaperRequests,
    NewsletterSubscriptions,
    WaitingListEntries,
    DateAlerts,
    SentMails,
  ],
  globals: [SiteSettings, Navigation, Footer, QuickLinks],
  // Only what components/ui/RichText.tsx renders: no relationships, alignment, checklists or inline
  // code; headings h2–h4 below the page's h1; indenting only nests list items; uploads from media;
  // internal links to the collections that have a public path.
  editor: lexicalEditor({
    features: [
      ParagraphFeature(),
      HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
      BoldFeature(),
      ItalicFeature(),
      UnderlineFeature(),
      StrikethroughFeature(),
      SubscriptFeature(),
      SuperscriptFeature(),
      UnorderedListFeature(),
      OrderedListFeature(),
      IndentFeature({ disabledNodes: ['paragraph', 'heading', 'quote'], disableTabNode: true }),
      BlockquoteFeature(),
      HorizontalRuleFeature(),
      LinkFeature({
        enabledCollections: [...RICH_TEXT_LINK_COLLECTIONS],
        fields: richTextLinkFields,
      }),
      UploadFeature({ enabledCollections: ['media'] }),
      InlineToolbarFeature(),
    ],
  }),
  email: mailAdapter,
  jobs: {
    tasks: [sendMailTask],
    // No `autoRun`: mail jobs run only through the outbox (src/lib/mail/outbox.ts), right after
    // the request that queued them and on the outbox's own 15-second schedule (started in
    // src/instrumentation.ts), one run at a time across instances.
    // Running, queueing or cancelling jobs over REST is for staff (Payload's default: any logged-in
    // user).
    access: {
      run: ({ req }) => isStaffRequest(req),
      queue: ({ req }) => isStaffRequest(req),
      cancel: ({ req }) => isStaffRequest(req),
    },
    // Shown to staff read-only as the mail queue: waiting mails and those that failed for good.
    jobsCollectionOverrides: mailQueueCollection,
  },
  db: database(),
  sharp,
  localization: {
    locales: [
      { code: 'de', label: 'Deutsch' },
      { code: 'en', label: 'English' },
    ],
    defaultLocale: 'de',
    fallback: true,
  },
  i18n: { supportedLanguages: { de, en }, fallbackLanguage: 'de' },
  graphQL: { disable: true },
  // On localhost, 127.0.0.1 and [::1] are the same site (docs/behaviour/one-host.md).
  csrf: [env.SITE_URL, ...loopbackOrigins()],
  cors: [env.SITE_URL, ...loopbackOrigins()],
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  telemetry: false,
  // Personal data and tokens stay out of the log (src/lib/logging.ts).
  logger: { options: { ...loggerOptions }, destination: loggerDestination() },
  loggingLevels: REFUSAL_LOGGING_LEVELS,
})
  .then(keepInternalsToStaff)
  .then(refuseMalformedIds)
  .then(refuseUnrunnableQueriesEverywhere)
  .then(repairRestRoutes)
  .then(refuseUnstorableBodies)
  .then(labelCollectionsPerLanguage)
