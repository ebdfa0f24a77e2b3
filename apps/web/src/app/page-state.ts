import type { QueryKey } from '@tanstack/react-query';
import type { Viewport } from '@waymark/domain';

/**
 * What a server-rendered page hands the browser, so the browser's first render draws what the
 * server drew: the answers the screen was rendered from, and the width it was rendered for.
 * It travels as JSON in a data block (`<script type="application/json">`), which the page's
 * content security policy allows where an inline script would not run.
 */
export type PageState = {
  answers: PageAnswer[];
  viewport: Viewport;
  /**
   * The chunks of the page's screen, each after those it imports. The browser has them
   * fetched with the page and runs them one per task before hydrating: together, they are a
   * task a phone spends a quarter of a second in, with a tap going unanswered.
   */
  screenModules: string[];
};

/** One query's answer, as the browser's cache takes it (`setQueryData`, lighter than TanStack's dehydrate). */
export type PageAnswer = { key: QueryKey; data: unknown; updatedAt: number };
