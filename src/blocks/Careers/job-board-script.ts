import { JOB_BOARD_FILTERS, JOB_BOARD_LANGUAGE, JOB_BOARD_PAGE_SIZE } from './constants'

/** The options the job board's widget takes when it mounts into a container. */
export type JobBoardOptions = {
  widgetId: string
  language: typeof JOB_BOARD_LANGUAGE
  pageSize: number
  filters: (typeof JOB_BOARD_FILTERS)[number][]
}

/** The API the job board's script installs on window. */
type JobBoardApi = { mount?: (container: HTMLElement, options: JobBoardOptions) => unknown }
type JobBoardWindow = Window & { JobBoardWidget?: JobBoardApi }

/** The widget's options for a widget id: German, 25 per page, the three filters. */
export function jobBoardOptions(widgetId: string): JobBoardOptions {
  return {
    widgetId,
    language: JOB_BOARD_LANGUAGE,
    pageSize: JOB_BOARD_PAGE_SIZE,
    filters: [...JOB_BOARD_FILTERS],
  }
}

/**
 * Whatever the widget may hand back to be torn down with: a function or an object with
 * unmount/destroy.
 */
function teardownOf(handle: unknown): (() => void) | null {
  if (typeof handle === 'function') return handle as () => void
  if (handle && typeof handle === 'object') {
    const { unmount, destroy } = handle as { unmount?: unknown; destroy?: unknown }
    if (typeof unmount === 'function') return () => unmount.call(handle)
    if (typeof destroy === 'function') return () => destroy.call(handle)
  }
  return null
}

/**
 * Lets the loaded script render the openings into `container`; throws when its API is missing.
 * Returns the clean-up for when the block leaves the page.
 */
export function mountJobBoard(container: HTMLElement, widgetId: string): () => void {
  const api = (window as JobBoardWindow).JobBoardWidget
  if (typeof api?.mount !== 'function')
    throw new Error('The job board script provides no JobBoardWidget.mount')
  const teardown = teardownOf(api.mount(container, jobBoardOptions(widgetId)))
  return () => {
    try {
      teardown?.()
    } finally {
      container.replaceChildren()
    }
  }
}
