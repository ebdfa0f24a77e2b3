import { createElement, lazy, useState } from 'react';
import type { ComponentType } from 'react';

export type PreloadableLazy = ComponentType & { preload: () => Promise<ComponentType> };

/**
 * A component loaded on first use, like React's `lazy`, that renders at once once loaded:
 * `preload` loads it ahead. A plain lazy one suspends on every first render, so hydration would
 * wait on a promise and Suspense would reveal it up to 300 ms later, moving what was around it.
 * Each instance keeps the one it started with: swapping the lazy one for the loaded one on a
 * later render would mount it afresh and lose what was typed into it.
 */
export function preloadableLazy(load: () => Promise<ComponentType>): PreloadableLazy {
  let loaded: ComponentType | undefined;
  const preload = async () => (loaded ??= await load());
  const Lazy = lazy(async () => ({ default: await preload() }));
  function LoadedOrLazy() {
    const [component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(component);
  }
  return Object.assign(LoadedOrLazy, { preload });
}
