import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
  // `server-only` throws outside React Server Components; tests call server modules directly.
  'server-only': path.resolve(import.meta.dirname, 'tests/helpers/empty-module.ts'),
}

export default defineConfig({
  test: {
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
          pool: 'forks',
          // Each file gets its own temporary database (tests/helpers/payload.ts).
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          setupFiles: ['tests/helpers/int-env.ts'],
        },
      },
    ],
  },
})
