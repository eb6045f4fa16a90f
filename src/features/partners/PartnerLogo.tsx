import type { Partner } from './partners';

/** A round monogram standing in for a partner's logo; decorative, the name is always next to it. */
export function PartnerLogo({ partner, size = 48 }: { partner: Partner; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      className="shrink-0"
    >
      <circle cx="24" cy="24" r="24" fill={partner.colour} />
      <text
        x="24"
        y="29"
        textAnchor="middle"
        fontSize="15"
        fontWeight="700"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
      >
        {partner.monogram}
      </text>
    </svg>
  );
}
