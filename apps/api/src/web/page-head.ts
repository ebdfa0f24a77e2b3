import {
  documentTitle,
  locationPageTitle,
  matchRoute,
  type AppConfig,
  type Location,
  type LocationType,
  PlaceSlugSchema,
  placeRoute,
  placeRouteAt,
} from '@waymark/domain';
import { HttpError } from '#api/http/http-error.ts';
import type { CatalogueService } from '#api/modules/catalogue/catalogue.service.ts';

/**
 * The <head> a page is served with, so a link shared in a chat previews without running
 * JavaScript, and crawlers see titles, descriptions and structured data.
 */
export type PageHead = {
  title: string;
  description: string;
  keywords: string;
  canonicalUrl: string;
  image: string | null;
  twitterCard: string;
  ogType: 'website' | 'place';
  structuredData: object[];
};

const SCHEMA_TYPE: Record<LocationType, string> = {
  Track: 'TouristAttraction',
  Hut: 'LodgingBusiness',
  Campsite: 'Campground',
  Highlight: 'TouristDestination',
};

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside <script> must not be able to close the tag. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderHead(html: string, head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, content: string | null) =>
    content ? `<meta ${attr}="${key}" content="${escapeAttribute(content)}" />` : '';
  const tags = [
    `<title>${escapeAttribute(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords),
    `<link rel="canonical" href="${escapeAttribute(head.canonicalUrl)}" />`,
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', head.twitterCard),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...head.structuredData.map((data) => `<script type="application/ld+json">${safeJson(data)}</script>`),
  ].filter(Boolean);
  const stripped = html
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+(name|property)="(description|keywords|og:[^"]+|twitter:[^"]+)"[^>]*>\s*/gi, '')
    .replace(/<link\s+rel="canonical"[^>]*>\s*/gi, '');
  // A replacer function: a tag built from the URL may hold $` or $&, which a replacement string would expand.
  return stripped.replace('</head>', () => `${tags.join('\n    ')}\n  </head>`);
}

function breadcrumbs(items: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, ...item })),
  };
}

function locationHead(location: Location, settings: AppConfig, url: string): PageHead {
  const title = documentTitle(locationPageTitle(location), settings.social.title);
  const base = settings.product.public_url;
  const listUrl = `${base}/${placeRoute(location.type).segment}`;
  return {
    title,
    description: location.search.description || settings.social.description,
    keywords: location.search.keywords,
    canonicalUrl: url,
    image: location.social.image,
    twitterCard: location.social.twitter_card,
    ogType: 'place',
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': SCHEMA_TYPE[location.type],
        name: location.title,
        description: location.search.description,
        url,
        ...(location.social.image ? { image: location.social.image } : {}),
        geo: { '@type': 'GeoCoordinates', latitude: location.lat, longitude: location.lng },
        address: {
          '@type': 'PostalAddress',
          addressRegion: location.regions[0]?.title,
          addressCountry: 'NZ',
        },
      },
      breadcrumbs([
        { name: location.plural_name, url: listUrl },
        { name: location.title, url },
      ]),
    ],
  };
}

function searchHead(settings: AppConfig, url: string): PageHead {
  const base = settings.product.public_url;
  return {
    title: documentTitle('Find tracks, huts and campsites', settings.social.title),
    description: settings.social.description,
    keywords: settings.social.keywords,
    canonicalUrl: url,
    image: null,
    twitterCard: 'summary',
    ogType: 'website',
    structuredData: [
      { '@context': 'https://schema.org', '@type': 'Organization', name: settings.product.name, url: base },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: settings.product.name,
        url: base,
        potentialAction: {
          '@type': 'SearchAction',
          target: `${base}/tracks?term={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
      { '@context': 'https://schema.org', '@type': 'WebPage', name: 'Find tracks, huts and campsites', url },
      breadcrumbs([{ name: 'Tracks', url }]),
    ],
  };
}

function defaultHead(settings: AppConfig, url: string): PageHead {
  return {
    title: settings.social.title,
    description: settings.social.description,
    keywords: settings.social.keywords,
    canonicalUrl: url,
    image: null,
    twitterCard: 'summary',
    ogType: 'website',
    structuredData: [],
  };
}

/** The slug as text the database can be asked about, or undefined for a broken or unsafe one. */
function decodedSlug(slug: string): string | undefined {
  try {
    return PlaceSlugSchema.safeParse(decodeURIComponent(slug)).data;
  } catch {
    return undefined;
  }
}

/** The head for a path, and whether the path names something that exists. */
export async function headForPath(
  pathname: string,
  { catalogue, settings }: { catalogue: CatalogueService; settings: AppConfig },
): Promise<{ head: PageHead; found: boolean }> {
  const url = `${settings.product.public_url}${pathname}`;
  const route = matchRoute(pathname);
  if (!route) return { head: defaultHead(settings, url), found: false };
  if (route.name === 'tracks') return { head: searchHead(settings, url), found: true };

  const [, segment, slug, section] = pathname.split('/');
  const type = segment === undefined ? undefined : placeRouteAt(segment)?.type;
  if (!type || !slug) return { head: defaultHead(settings, url), found: true };
  const placeSlug = decodedSlug(slug);
  // No place has such a slug: the page answers 404 without asking the database.
  if (!placeSlug) return { head: defaultHead(settings, url), found: false };
  try {
    const location = await catalogue.location(type, placeSlug);
    // Sub-pages (map, alerts, weather…) point crawlers at the place itself.
    const canonical = section ? `${settings.product.public_url}/${segment}/${slug}` : url;
    return { head: locationHead(location, settings, canonical), found: true };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404)
      return { head: defaultHead(settings, url), found: false };
    throw error;
  }
}
