const en = {
  eyebrow: 'Stories',
  title: 'Stories from the drop zone',
  lead: 'Behind the scenes of shows, first jumps and expeditions.',
  featured: 'Featured story',
  readTime: (minutes: number) => `${minutes} min read`,
  cta: 'Follow us on Instagram',
  ctaNote: '(opens in a new tab)',
};

const nl: typeof en = {
  eyebrow: 'Verhalen',
  title: 'Verhalen van de springplaats',
  lead: 'Achter de schermen bij shows, eerste sprongen en expedities.',
  featured: 'Uitgelicht verhaal',
  readTime: (minutes: number) => `${minutes} min lezen`,
  cta: 'Volg ons op Instagram',
  ctaNote: '(opent in een nieuw tabblad)',
};

export const storiesCopy = { en, nl } as const;
