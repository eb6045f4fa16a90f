// The media showcase section and its video player, in English and Dutch.
import type { ShowcaseCardKey } from '@/components/video/showcase-cards';
import { business } from '@contract/business.ts';
import type { CaptionFile } from './captions';

const dur = business.durations;

export type MediaServiceKey = 'photography' | 'video' | 'editing' | 'delivery';

/** A sample video card; one without an uploaded file leads to the company's social page. */
export interface SampleVideo {
  /** The card's key in `showcase_videos`, where the back office assigns it a video. */
  key: ShowcaseCardKey;
  title: string;
  duration: string;
  type: string;
  /** The uploaded file it plays, if there is one. */
  videoUrl?: string;
  /** That file's caption files. */
  captions?: readonly CaptionFile[];
}

const list = <T>(items: T[]): T[] => items;

const en = {
  eyebrow: 'Media production',
  title: 'Aerial photo and video, shot by jumpers',
  lead: 'Our camera flyers jump with your brand, your guests or your show, and deliver footage that is ready to publish.',
  services: list<{ key: MediaServiceKey; title: string; text: string }>([
    {
      key: 'photography',
      title: 'Photography',
      text: 'Sharp stills in freefall and under canopy, from exit to landing.',
    },
    {
      key: 'video',
      title: 'Video',
      text: 'Helmet-mounted and ground cameras, in 4K, with live streaming on request.',
    },
    {
      key: 'editing',
      title: 'Editing',
      text: 'Cut, graded and scored in house, in the formats your channels need.',
    },
    {
      key: 'delivery',
      title: 'Delivery',
      text: `Finished files within ${dur.mediaDeliveryHours} hours, by secure download link.`,
    },
  ]),
  samplesTitle: 'Video samples',
  samplesLead: 'A taste of our work. More on Instagram.',
  videos: list<SampleVideo>([
    { key: 'stadium', title: 'Half-time flag jump', duration: '3:45', type: 'Stadium show' },
    { key: 'tandem', title: 'Tandem jump over the Veluwe', duration: '4:20', type: 'Tandem jump' },
    { key: 'balloon', title: 'Sunrise balloon jump', duration: '2:15', type: 'Balloon jump' },
  ]),
  opensSocial: 'opens Instagram in a new tab',
  loadError: 'Failed to load videos',
  play: 'play video',
  durationLabel: 'Duration',
  ctaTitle: 'Need footage of your event?',
  ctaText: 'Tell us about your project and we will propose a crew and a plan.',
  ctaButton: 'Discuss your production',
};

export type MediaShowcaseCopy = typeof en;

const nl: MediaShowcaseCopy = {
  eyebrow: 'Mediaproductie',
  title: "Luchtfoto's en video, gemaakt door springers",
  lead: 'Onze cameraspringers springen mee met je merk, je gasten of je show en leveren beelden die direct te publiceren zijn.',
  services: [
    {
      key: 'photography',
      title: 'Fotografie',
      text: "Scherpe foto's in vrije val en onder het scherm, van exit tot landing.",
    },
    { key: 'video', title: 'Video', text: "Helm- en grondcamera's in 4K, met een livestream op aanvraag." },
    {
      key: 'editing',
      title: 'Montage',
      text: 'Gemonteerd, kleurgecorrigeerd en van muziek voorzien in eigen huis, in de formaten die jouw kanalen nodig hebben.',
    },
    {
      key: 'delivery',
      title: 'Levering',
      text: `Kant-en-klare bestanden binnen ${dur.mediaDeliveryHours} uur, via een beveiligde downloadlink.`,
    },
  ],
  samplesTitle: "Voorbeeldvideo's",
  samplesLead: 'Een voorproefje van ons werk. Meer zie je op Instagram.',
  videos: [
    { key: 'stadium', title: 'Vlaggensprong in de rust', duration: '3:45', type: 'Stadionshow' },
    { key: 'tandem', title: 'Tandemsprong boven de Veluwe', duration: '4:20', type: 'Tandemsprong' },
    { key: 'balloon', title: 'Ballonsprong bij zonsopgang', duration: '2:15', type: 'Ballonsprong' },
  ],
  opensSocial: 'opent Instagram in een nieuw tabblad',
  loadError: "De video's konden niet worden geladen",
  play: 'video afspelen',
  durationLabel: 'Duur',
  ctaTitle: 'Beelden nodig van je evenement?',
  ctaText: 'Vertel ons over je project, dan stellen we een crew en een plan voor.',
  ctaButton: 'Bespreek je productie',
};

export const mediaShowcaseCopy = { en, nl } as const;
