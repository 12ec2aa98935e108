'use client'

import { withMessages } from '@/features/forms/client/withMessages'
import { WhitepaperCardActionView } from '@/features/whitepapers/components/WhitepaperCardAction'

/** The action with its texts (forms, whitepaperForm) from the server; see withMessages. */
export const WhitepaperCardAction = withMessages(WhitepaperCardActionView)
