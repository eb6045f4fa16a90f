import { svgProps, type IllustrationProps } from './types';

/** A film camera framing a canopy: aerial photo and video work. */
export function CameraIllustration({ className }: IllustrationProps) {
  return (
    <svg {...svgProps} className={className}>
      <rect width="400" height="300" fill="#0b1f4d" />
      <g stroke="#3366f5" strokeWidth="3" fill="none" opacity=".7">
        <path d="M60 60h40M60 60v30M340 60h-40M340 60v30M60 240h40M60 240v-30M340 240h-40M340 240v-30" />
      </g>
      <rect x="130" y="120" width="120" height="80" rx="10" fill="#3366f5" />
      <path d="M250 140l40-20v80l-40-20z" fill="#1d47d9" />
      <circle cx="175" cy="108" r="18" fill="#19318b" stroke="#8eb6ff" strokeWidth="3" />
      <circle cx="215" cy="108" r="14" fill="#19318b" stroke="#8eb6ff" strokeWidth="3" />
      <circle cx="160" cy="142" r="6" fill="#f97316" />
      <path d="M150 250q40-40 80 0z" fill="#f97316" opacity=".9" />
    </svg>
  );
}
