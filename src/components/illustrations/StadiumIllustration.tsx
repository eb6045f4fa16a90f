import { svgProps, type IllustrationProps } from './types';

/** A stadium at dusk with a demonstration jumper trailing smoke towards the centre spot. */
export function StadiumIllustration({ className }: IllustrationProps) {
  return (
    <svg {...svgProps} className={className}>
      <rect width="400" height="300" fill="#0b1f4d" />
      <path d="M0 190q200-50 400 0v110H0z" fill="#19318b" />
      <ellipse cx="200" cy="245" rx="170" ry="42" fill="#15803d" />
      <ellipse cx="200" cy="245" rx="40" ry="10" fill="none" stroke="#fff" strokeWidth="2" opacity=".8" />
      <path d="M200 203v84" stroke="#fff" strokeWidth="2" opacity=".6" />
      <g fill="#fde68a">
        <rect x="40" y="120" width="8" height="70" />
        <rect x="352" y="120" width="8" height="70" />
        <rect x="28" y="110" width="32" height="14" rx="3" />
        <rect x="340" y="110" width="32" height="14" rx="3" />
      </g>
      <path
        d="M330 30q-60 60-120 170"
        stroke="#f97316"
        strokeWidth="8"
        fill="none"
        strokeLinecap="round"
        opacity=".8"
      />
      <path d="M188 170q22-26 44 0z" fill="#f97316" />
      <path d="M190 170l20 30 20-30" stroke="#fff" strokeWidth="1.5" fill="none" />
      <circle cx="210" cy="204" r="5" fill="#fff" />
    </svg>
  );
}
