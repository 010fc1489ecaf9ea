import { createElement, lazy, useState, type ComponentType } from 'react';

/** A lazily loaded page; `preload()` loads its chunk before React gets to it. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A page loaded on first visit (its own chunk): the first screen downloads the shell and the
 * page it shows, not the whole portal. Pages export named components; React.lazy wants a default.
 * Once its chunk is loaded (by `preload()` before the first render, or by an earlier visit) the
 * page renders at once: suspending on an already loaded chunk showed the fallback, and React
 * then holds the content back for its fallback throttle (300 ms) on every page load.
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const start = () =>
    (loading ??= load().then(
      (module) => (loaded = module[name] as ComponentType),
      (error: unknown) => {
        // a failed load (a dropped connection) may be tried again by the next visit
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await start() }));
  function Page() {
    // an instance that began suspended stays on React.lazy (switching types would remount it)
    const [viaLazy] = useState(() => loaded === null);
    return createElement(viaLazy || !loaded ? Lazy : loaded);
  }
  return Object.assign(Page, { preload: start });
}
