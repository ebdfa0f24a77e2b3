import { HTML_PAGE_POLICY, type HelpPage, type PrivacyTerms, type SiteContentKey } from '@waymark/domain';
import type { Clock } from '#api/app-context.ts';
import type { Database } from '#api/db/client.ts';
import { sanitiseHtml } from '#api/lib/sanitise-html.ts';
import { defaultSiteContent } from './site-content-defaults.ts';
import {
  findSiteContent,
  insertMissingSiteContent,
  upsertSiteContent,
  type SiteContentRow,
} from './site-content.repository.ts';

/**
 * The help and privacy pages (spec 3 §7 `GET help`, `GET privacy-terms`), kept in the database so
 * staff can replace them without a release. Sanitised with the page allow-list when stored and
 * again when served, so a row written some other way (psql, an older release) is still safe.
 */
export function createSiteContentService(db: Database, productName: string, clock: Clock) {
  const defaults = defaultSiteContent(productName);
  const clean = (html: string) => sanitiseHtml(html, HTML_PAGE_POLICY);

  async function page(key: SiteContentKey): Promise<{ title: string; content: string }> {
    const row = await findSiteContent(db, key);
    // No row only before the first start has seeded one: an empty page, which the app says is empty.
    return { title: row?.title || defaults[key].title, content: row ? clean(row.content) : '' };
  }

  return {
    async help(): Promise<HelpPage> {
      return page('help');
    },

    async privacyTerms(): Promise<PrivacyTerms> {
      const { content } = await page('privacy-terms');
      return { content };
    },

    /** The stored HTML as it is, to edit and set again. */
    async read(key: SiteContentKey): Promise<SiteContentRow | undefined> {
      return findSiteContent(db, key);
    },

    /** Replaces a page, sanitised; the title stays unless one is given. */
    async set(key: SiteContentKey, html: string, title?: string): Promise<SiteContentRow> {
      const existing = await findSiteContent(db, key);
      const newTitle = title ?? (existing ? undefined : defaults[key].title);
      return upsertSiteContent(db, { key, content: clean(html), title: newTitle }, clock.now());
    },

    /** Writes the product's own pages where there are none yet; never over a page already there. */
    async seed(): Promise<{ seeded: SiteContentKey[] }> {
      const pages = Object.entries(defaults).map(([key, { title, content }]) => ({
        key: key as SiteContentKey,
        title,
        content: clean(content),
      }));
      return { seeded: await insertMissingSiteContent(db, pages) };
    },
  };
}

export type SiteContentService = ReturnType<typeof createSiteContentService>;
