// Prints every sample mail (mail-samples.ts) as JSON: { name: { subject, html, text } }. The e2e
// spec and the bench run it with tsx, which reads the templates' TSX and JSON imports.
import { sampleMails } from './mail-samples'

process.stdout.write(JSON.stringify(await sampleMails()))
