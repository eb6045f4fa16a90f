import { svgProps, type IllustrationProps } from './types';

/** A hot air balloon at sunrise with a jumper leaving the basket. */
export function BalloonIllustration({ className }: IllustrationProps) {
  return (
    <svg {...svgProps} className={className}>
      <rect width="400" height="300" fill="#fde7d3" />
      <circle cx="90" cy="250" r="70" fill="#f97316" opacity=".5" />
      <rect y="250" width="400" height="50" fill="#3366f5" opacity=".35" />
      <path
        d="M200 30c-50 0-80 38-80 78 0 40 44 74 64 92h32c20-18 64-52 64-92 0-40-30-78-80-78z"
        fill="#0b1f4d"
      />
      <path d="M200 30c-20 0-30 38-30 78s14 74 14 92h32c0-18 14-52 14-92s-10-78-30-78z" fill="#f97316" />
      <path d="M184 200l4 22h24l4-22" stroke="#0b1f4d" strokeWidth="2" fill="none" />
      <rect x="186" y="222" width="28" height="18" rx="3" fill="#92400e" />
      <path d="M270 200q20-18 40 0z" fill="#3366f5" />
      <path d="M272 200l18 24 18-24" stroke="#0b1f4d" strokeWidth="1.5" fill="none" />
      <circle cx="290" cy="228" r="5" fill="#0b1f4d" />
    </svg>
  );
}
