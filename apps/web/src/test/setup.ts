import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { closeReviewModal } from '@/lib/review-modal.ts';
import { installViewport, setViewportWidth } from './viewport.ts';

installViewport();

// findBy…/waitFor give up after 1 s by default; on a shared two-core machine a first render
// can take longer than that, and a slow machine is not a failure of the screen under test.
configure({ asyncUtilTimeout: 5_000 });

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
  // The review wizard's request is module state: one test's open wizard must not cover the next.
  closeReviewModal();
  setViewportWidth(1280);
  localStorage.clear();
});
