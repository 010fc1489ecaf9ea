import { lazy, type ComponentType } from 'react';

/**
 * A page loaded on first visit (its own chunk): the first screen downloads the shell and the
 * page it shows, not the whole portal. Pages export named components; React.lazy wants a default.
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
