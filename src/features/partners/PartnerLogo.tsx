import type { Partner, PartnerId } from './partners';

// Separate files, never inlined: the home page shows each logo twice and the browser fetches it once.
const logos = import.meta.glob<string>('./logos/*.svg', {
  query: '?no-inline',
  import: 'default',
  eager: true,
});

export const logoOf = (id: PartnerId): string | undefined => logos[`./logos/${id}.svg`];

/** A partner's logo; decorative, the name is always next to it. */
export function PartnerLogo({ partner, size = 48 }: { partner: Partner; size?: number }) {
  return (
    <img
      src={logoOf(partner.id)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="shrink-0 rounded-full"
    />
  );
}
