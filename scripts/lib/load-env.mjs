// Imported first by every script entry point (ES imports evaluate in order), so that the .env files
// are in process.env before any module that reads it while loading (src/lib/env.ts) is evaluated.
import { loadEnvFiles } from './env-files.mjs'

loadEnvFiles(process.env.NODE_ENV === 'development')
