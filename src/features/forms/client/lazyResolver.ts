import { useEffect, useState } from 'react'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

type Schema = z.ZodType<FieldValues, FieldValues>
/** A schema, or a function that imports it (so that zod itself loads only when it is needed). */
export type SchemaSource<S extends Schema> = S | (() => Promise<S>)

/**
 * A react-hook-form resolver that imports zod's resolver (and the schema, given a loader) on first
 * use. react-hook-form awaits resolvers anyway, so validation behaves the same; a page with a
 * form no longer carries zod (about 30 KB gzip) in its first load. `preload()` starts the import.
 */
export function lazyZodResolver<S extends Schema>(
  source: SchemaSource<S>,
): Resolver<z.input<S>, unknown, z.output<S>> & { preload: () => void } {
  let ready: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | null = null
  const load = () =>
    (ready ??= Promise.all([
      typeof source === 'function' ? source() : source,
      import('@hookform/resolvers/zod'),
    ]).then(
      ([schema, { zodResolver }]) =>
        zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    ))
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, options) =>
    (await load())(values, context, options)
  return Object.assign(resolver, { preload: () => void load().catch(() => (ready = null)) })
}

/**
 * lazyZodResolver for a component's life, preloaded when the visitor first focuses or presses
 * something in a form: by the time a field is left (the first validation), it is there.
 */
export function useLazyZodResolver<S extends Schema>(source: SchemaSource<S>) {
  const [resolver] = useState(() => lazyZodResolver(source))
  useEffect(() => {
    // Only a visitor's move into a form counts: dialogs such as the cookie banner focus a button on
    // their own.
    const options = { capture: true, passive: true } as const
    const stop = () => {
      document.removeEventListener('focusin', preload, options)
      document.removeEventListener('pointerdown', preload, options)
    }
    function preload(event: Event) {
      if (!(event.target instanceof Element) || !event.target.closest('form')) return
      resolver.preload()
      stop()
    }
    document.addEventListener('focusin', preload, options)
    document.addEventListener('pointerdown', preload, options)
    return stop
  }, [resolver])
  return resolver
}
