import path from 'node:path'

import { defineConfig } from 'vitest/config'

const src = path.resolve(import.meta.dirname, 'src')
const alias = [
  // Lazily loaded client parts (next/dynamic) render at once in tests: *.lazy → *.client.
  { find: /^@\/(.*)\.lazy$/, replacement: `${src}/$1.client` },
  { find: /^(.*)\/([A-Za-z]+)\.lazy$/, replacement: '$1/$2.client' },
  { find: '@payload-config', replacement: path.join(src, 'payload.config.ts') },
  { find: /^@\//, replacement: `${src}/` },
  // `server-only` throws outside React Server Components; tests call server modules directly.
  {
    find: 'server-only',
    replacement: path.resolve(import.meta.dirname, 'tests/helpers/empty-module.ts'),
  },
]

export default defineConfig({
  test: {
    // Two files at a time on every machine. Vitest's default here (cores − 1) ran the integration
    // suite one file after another: 169 s, where two at a time take 114 s on two cores.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // Component tests opt into a DOM with `// @vitest-environment happy-dom`.
          environment: 'node',
          // next-intl imports 'next/server' without an extension; let Vite resolve it.
          server: { deps: { inline: ['next-intl'] } },
          setupFiles: ['tests/helpers/unit-setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          // As for unit tests: the proxy's next-intl middleware imports 'next/server'.
          server: { deps: { inline: ['next-intl'] } },
          pool: 'forks',
          // Each file gets its own temporary database and var/ folder (tests/helpers/int-env.ts), so
          // files run side by side (two at a time, see maxWorkers below).
          fileParallelism: true,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          setupFiles: ['tests/helpers/int-env.ts'],
        },
      },
    ],
  },
})
