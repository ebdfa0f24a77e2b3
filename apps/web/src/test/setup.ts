import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installViewport, setViewportWidth } from './viewport.ts';

installViewport();

// jsdom lacks the layout APIs Radix's menus and popovers call; they only need to exist.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// Embla (the photo carousel) watches which slides are in view; jsdom has no layout to watch.
globalThis.IntersectionObserver ??= class {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
// React Router restores scroll positions; jsdom only logs that it cannot scroll.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  setViewportWidth(1280);
  localStorage.clear();
});
