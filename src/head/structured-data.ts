// JSON-LD builders. Every fact comes from the business module, and a claim about the company only
// once `claimStatus` marks it confirmed. No aggregateRating: a rating the site serves about itself
// is not one search engines may show, whatever it says. No Offer: prices are on request, and an
// Offer's price must be a number.
import { uiCopy } from '@/content/ui';
import { business, claimStatus, isConfirmed } from '@contract/business.ts';
import type { Language } from '@contract/language.ts';

export type JsonLd = Record<string, unknown>;

const absolute = (path: string) => `${business.siteUrl}${path === '/' ? '' : path}`;
const orgId = `${business.siteUrl}/#organization`;

/** The founding year and the founder, each only once confirmed. */
const founding = (): JsonLd => ({
  ...(isConfirmed(claimStatus.foundingYear) ? { foundingDate: String(business.foundingYear) } : {}),
  ...(isConfirmed(claimStatus.founder) ? { founder: { '@type': 'Person', name: business.founder } } : {}),
});

export const organizationLd = (): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  '@id': orgId,
  name: business.name,
  legalName: business.legalName,
  url: business.siteUrl,
  logo: `${business.siteUrl}/logo-512.png`,
  email: business.email,
  telephone: business.phone.e164,
  ...founding(),
  sameAs: [business.social.instagram, business.social.linkedin],
  contactPoint: {
    '@type': 'ContactPoint',
    telephone: business.phone.e164,
    email: business.email,
    contactType: 'customer service',
    availableLanguage: ['English', 'Dutch'],
  },
});

export const webSiteLd = (lang: Language): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: business.name,
  url: absolute(lang === 'nl' ? '/nl' : '/'),
  inLanguage: uiCopy[lang].locale,
  publisher: { '@id': orgId },
  potentialAction: {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${absolute(lang === 'nl' ? '/nl/search' : '/search')}?q={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  },
});

export const localBusinessLd = (description: string): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'LocalBusiness',
  '@id': `${business.siteUrl}/#localbusiness`,
  name: business.name,
  description,
  url: business.siteUrl,
  telephone: business.phone.e164,
  email: business.email,
  image: `${business.siteUrl}/og-image.png`,
  address: {
    '@type': 'PostalAddress',
    streetAddress: business.address.street,
    addressLocality: business.address.locality,
    postalCode: business.address.postalCode,
    addressRegion: business.address.region,
    addressCountry: business.address.country,
  },
  geo: {
    '@type': 'GeoCoordinates',
    latitude: business.address.latitude,
    longitude: business.address.longitude,
  },
  openingHoursSpecification: [
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: business.hours.opens,
      closes: business.hours.closes,
    },
  ],
  priceRange: business.priceRange,
  currenciesAccepted: business.currency,
  paymentAccepted: business.paymentAccepted.join(', '),
  ...founding(),
  areaServed: business.servedCountries.map((name) => ({ '@type': 'Country', name })),
});

export const serviceLd = (name: string, description: string, path: string, lang: Language): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'Service',
  name,
  description,
  url: absolute(path),
  inLanguage: uiCopy[lang].locale,
  provider: { '@id': orgId },
  areaServed: { '@type': 'Country', name: 'Netherlands' },
  serviceType: 'EventService',
  category: 'Event Entertainment',
});

export const faqPageLd = (items: readonly { question: string; answer: string }[]): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: items.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer },
  })),
});

export const blogPostingLd = (post: {
  title: string;
  description: string;
  category: string;
  tags: readonly string[];
  image: string;
  publishedAt: string | null;
  updatedAt: string | null;
  path: string;
  lang: Language;
}): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'BlogPosting',
  headline: post.title,
  description: post.description,
  image: post.image,
  url: absolute(post.path),
  mainEntityOfPage: absolute(post.path),
  inLanguage: uiCopy[post.lang].locale,
  ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
  ...(post.updatedAt ? { dateModified: post.updatedAt } : {}),
  ...(post.category ? { articleSection: post.category } : {}),
  ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
  author: { '@id': orgId },
  publisher: { '@id': orgId },
});

export const breadcrumbLd = (crumbs: readonly { name: string; path: string }[]): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: absolute(crumb.path),
  })),
});

export { absolute as absoluteUrl };
