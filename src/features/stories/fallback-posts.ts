// The stories shown until the blog's live posts load (and whenever none do). Same fields as a
// blog post, per language.
import type { Lang } from '../../app/routes';
import { business } from '../../content/business';
import balloonImage from './images/balloon.svg';
import canopyImage from './images/canopy.svg';
import greenlandImage from './images/greenland.svg';
import stadiumImage from './images/stadium.svg';

interface PostText {
  title: string;
  excerpt: string;
  category: string;
}

export interface StoryPost {
  id: string;
  image: string;
  readTimeMinutes: number;
  featured: boolean;
  en: PostText;
  nl: PostText;
}

const s = business.stats;

export const fallbackPosts: readonly StoryPost[] = [
  {
    id: 'centre-spot',
    image: stadiumImage,
    readTimeMinutes: 5,
    featured: true,
    en: {
      title: 'Landing on the centre spot in front of a full stadium',
      excerpt: `What happens in the hour before a half-time jump: the weather call, the radio checks with the tower and the last look at the flag. Lessons from ${s.shows} shows.`,
      category: 'Stadium shows',
    },
    nl: {
      title: 'Landen op de middenstip voor een vol stadion',
      excerpt: `Wat er gebeurt in het uur voor een sprong in de rust: de weerbeslissing, de radiocheck met de toren en de laatste blik op de vlag. Lessen uit ${s.shows} shows.`,
      category: 'Stadionshows',
    },
  },
  {
    id: 'first-tandem',
    image: canopyImage,
    readTimeMinutes: 4,
    featured: false,
    en: {
      title: 'Your first tandem jump, minute by minute',
      excerpt:
        'From the briefing on the ground to the moment the canopy opens: what you will feel, hear and see.',
      category: 'Tandem jumps',
    },
    nl: {
      title: 'Je eerste tandemsprong, minuut voor minuut',
      excerpt:
        'Van de briefing op de grond tot het moment dat het scherm opengaat: wat je voelt, hoort en ziet.',
      category: 'Tandemsprongen',
    },
  },
  {
    id: 'balloon-sunrise',
    image: balloonImage,
    readTimeMinutes: 3,
    featured: false,
    en: {
      title: 'Why a balloon jump starts before sunrise',
      excerpt:
        'Calm air, cool temperatures and a sky to yourself: the early start is what makes the jump so quiet.',
      category: 'Experiences',
    },
    nl: {
      title: 'Waarom een ballonsprong voor zonsopgang begint',
      excerpt:
        'Windstille lucht, koele temperaturen en de hemel voor jezelf: door de vroege start is de sprong zo stil.',
      category: 'Ervaringen',
    },
  },
  {
    id: 'greenland',
    image: greenlandImage,
    readTimeMinutes: 6,
    featured: false,
    en: {
      title: 'Notes from the Greenland expedition',
      excerpt: `Cold starts, long days and jumps over the ice sheet: a logbook from our trip north, with jumpers from ${s.countries} countries in our history.`,
      category: 'Expeditions',
    },
    nl: {
      title: 'Aantekeningen van de expeditie naar Groenland',
      excerpt: `Koude starts, lange dagen en sprongen boven de ijskap: een logboek van onze reis naar het noorden, met springers uit ${s.countries} landen in onze geschiedenis.`,
      category: 'Expedities',
    },
  },
];

/** The featured post (or the first) and up to three others. */
export function pickStories(
  posts: readonly StoryPost[],
): { featured: StoryPost; others: StoryPost[] } | null {
  if (posts.length === 0) return null;
  const featured = posts.find((post) => post.featured) ?? posts[0];
  return { featured, others: posts.filter((post) => post !== featured).slice(0, 3) };
}

export const postText = (post: StoryPost, lang: Lang): PostText => post[lang];
