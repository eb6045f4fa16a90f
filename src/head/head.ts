// The page head, built from the routes table and the page metadata. The prerenderer writes it into
// each HTML file; in the browser the same data replaces the managed tags on navigation.
import { faqItems } from '@/content/faq';
import { newsletterPageMeta, pageMeta, shortTitle, type PageMeta } from '@/content/page-meta';
import { serviceCopy, type ServiceContentPageId } from '@/content/services';
import { uiCopy } from '@/content/ui';
import type { ResolvedPath } from '@/routing/paths';
import { business } from '@contract/business.ts';
import type { Language } from '@contract/language.ts';
import { trailTo } from './breadcrumbs';
import {
  absoluteUrl,
  blogPostingLd,
  breadcrumbLd,
  faqPageLd,
  localBusinessLd,
  organizationLd,
  serviceLd,
  webSiteLd,
  type JsonLd,
} from './structured-data';

export interface HeadData {
  lang: Language;
  title: string;
  meta: { name?: string; property?: string; content: string }[];
  links: { rel: string; href: string; hreflang?: string }[];
  jsonLd: JsonLd[];
}

export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

const adminMeta: Record<Language, PageMeta> = {
  en: { title: `Sign in required | ${business.name}`, description: 'Admin area.', keywords: [] },
  nl: { title: `Inloggen vereist | ${business.name}`, description: 'Beheeromgeving.', keywords: [] },
};

/** What a story page's head says, taken from the story. */
export interface StoryHead {
  title: string;
  description: string;
  category: string;
  tags: readonly string[];
  /** A photo's absolute address, if the story has one. */
  image: string | null;
  publishedAt: string | null;
  updatedAt: string | null;
  /** Written in both languages: the two pages name each other as alternates. */
  translated: boolean;
}

/**
 * The head of a story page: `story` when it is known, null when there is no such story (a
 * not-found page), undefined while it is not known yet (the shell prerendered for stories published
 * after the build, which carries no canonical link so the browser writes the head once it knows).
 */
export type StoryHeadInput = StoryHead | null | undefined;

export const metaFor = (resolved: ResolvedPath, story?: StoryHeadInput): PageMeta => {
  const { route, lang } = resolved;
  if (route.id === 'admin') return adminMeta[lang];
  if (route.id === 'newsletter-confirm' || route.id === 'newsletter-unsubscribe')
    return newsletterPageMeta[lang][route.id];
  if (route.id === 'stories' && resolved.listPage && resolved.listPage > 1) {
    // Each page of the list has a title and description of its own.
    const first = pageMeta[lang].stories;
    const page = uiCopy[lang].listPage(resolved.listPage);
    return {
      ...first,
      title: `${shortTitle(first.title)}: ${page.toLowerCase()} | ${business.name}`,
      description: `${page}. ${first.description}`,
    };
  }
  if (route.id !== 'story') return pageMeta[lang][route.id];
  if (story === null) return pageMeta[lang]['not-found'];
  if (story === undefined) return pageMeta[lang].stories;
  return {
    title: `${story.title} | ${business.name}`,
    description: story.description,
    keywords: [...story.tags],
  };
};

const structuredDataFor = (resolved: ResolvedPath, meta: PageMeta, story: StoryHeadInput): JsonLd[] => {
  const { route, lang, canonicalPath } = resolved;
  const data: JsonLd[] = [organizationLd(), webSiteLd(lang)];
  if (route.id === 'home' || route.id === 'contact') data.push(localBusinessLd(meta.description));
  if (route.group === 'service' || route.group === 'landing') {
    const copy = serviceCopy(route.id as ServiceContentPageId, lang);
    data.push(serviceLd(copy.h1, meta.description, canonicalPath, lang));
  }
  if (route.id === 'faq') data.push(faqPageLd(faqItems.map((item) => item[lang])));
  if (story) {
    data.push(
      blogPostingLd({
        ...story,
        path: canonicalPath,
        lang,
        image: story.image ?? absoluteUrl(OG_IMAGE.path),
      }),
    );
  }
  if (route.id !== 'home')
    data.push(
      breadcrumbLd(trailTo(route, lang, { name: shortTitle(meta.title), path: resolved.canonicalPath })),
    );
  return data;
};

export const isIndexable = ({ route }: ResolvedPath, story?: StoryHeadInput): boolean =>
  route.id !== 'admin' && route.id !== 'not-found' && !route.noindex && story !== null;

export function buildHead(
  resolved: ResolvedPath,
  siteVerification?: string,
  story?: StoryHeadInput,
): HeadData {
  const meta = metaFor(resolved, story);
  const { lang, canonicalPath, alternates } = resolved;
  const url = absoluteUrl(canonicalPath);
  const ogImage = story?.image ?? absoluteUrl(OG_IMAGE.path);
  const locale = lang === 'nl' ? 'nl_NL' : 'en_GB';
  const indexable = isIndexable(resolved, story);
  const isStory = resolved.route.id === 'story';
  const metaTags: HeadData['meta'] = [
    { name: 'description', content: meta.description },
    { name: 'keywords', content: meta.keywords.join(', ') },
    { name: 'robots', content: indexable ? 'index, follow, max-image-preview:large' : 'noindex, nofollow' },
    { property: 'og:type', content: story ? 'article' : 'website' },
    { property: 'og:site_name', content: business.name },
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: meta.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: ogImage },
    ...(story?.image
      ? []
      : [
          { property: 'og:image:width', content: String(OG_IMAGE.width) },
          { property: 'og:image:height', content: String(OG_IMAGE.height) },
        ]),
    { property: 'og:image:alt', content: meta.title },
    { property: 'og:locale', content: locale },
    { property: 'og:locale:alternate', content: lang === 'nl' ? 'en_GB' : 'nl_NL' },
    ...(story?.publishedAt ? [{ property: 'article:published_time', content: story.publishedAt }] : []),
    ...(story?.category ? [{ property: 'article:section', content: story.category }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: meta.title },
    { name: 'twitter:description', content: meta.description },
    { name: 'twitter:image', content: ogImage },
    { name: 'geo.region', content: 'NL-GE' },
    { name: 'geo.placename', content: business.address.locality },
    { name: 'geo.position', content: `${business.address.latitude};${business.address.longitude}` },
    { name: 'ICBM', content: `${business.address.latitude}, ${business.address.longitude}` },
  ];
  if (siteVerification) metaTags.push({ name: 'google-site-verification', content: siteVerification });
  const links: HeadData['links'] = isStory && story === undefined ? [] : [{ rel: 'canonical', href: url }];
  if (indexable && (!isStory || story?.translated)) {
    links.push(
      { rel: 'alternate', hreflang: 'en', href: absoluteUrl(alternates.en) },
      { rel: 'alternate', hreflang: 'nl', href: absoluteUrl(alternates.nl) },
      { rel: 'alternate', hreflang: 'x-default', href: absoluteUrl(alternates.en) },
    );
  }
  return {
    lang,
    title: meta.title,
    meta: metaTags,
    links,
    jsonLd:
      indexable && !(isStory && story === undefined)
        ? structuredDataFor(resolved, meta, story)
        : [organizationLd(), webSiteLd(lang)],
  };
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside a script element must not be able to close it. */
export const serializeJsonLd = (data: JsonLd) => JSON.stringify(data).replace(/</g, '\\u003c');

export const HEAD_MARKER = 'data-head';

export function renderHeadHtml(head: HeadData): string {
  const tags = [
    `<title>${escapeAttr(head.title)}</title>`,
    ...head.meta.map((m) =>
      m.name
        ? `<meta ${HEAD_MARKER} name="${escapeAttr(m.name)}" content="${escapeAttr(m.content)}">`
        : `<meta ${HEAD_MARKER} property="${escapeAttr(m.property ?? '')}" content="${escapeAttr(m.content)}">`,
    ),
    ...head.links.map(
      (l) =>
        `<link ${HEAD_MARKER} rel="${l.rel}"${l.hreflang ? ` hreflang="${l.hreflang}"` : ''} href="${escapeAttr(l.href)}">`,
    ),
    ...head.jsonLd.map(
      (d) => `<script ${HEAD_MARKER} type="application/ld+json">${serializeJsonLd(d)}</script>`,
    ),
  ];
  return tags.join('\n    ');
}
