import { svgProps, type IllustrationProps } from './types';

/** An open parachute canopy above Dutch fields. */
export function CanopyIllustration({ className }: IllustrationProps) {
  return (
    <svg {...svgProps} className={className}>
      <rect width="400" height="300" fill="#3366f5" />
      <rect y="220" width="400" height="80" fill="#0b1f4d" />
      <g fill="#1d47d9">
        <path d="M0 232h400v10H0zM0 256h400v12H0z" />
      </g>
      <path d="M120 90q80-70 160 0z" fill="#f97316" />
      <path d="M160 90q40-40 80 0" fill="#fff" opacity=".35" />
      <g stroke="#fff" strokeWidth="2" opacity=".9">
        <path d="M122 90l78 80M160 90l40 80M240 90l-40 80M278 90l-78 80" />
      </g>
      <circle cx="200" cy="176" r="8" fill="#0b1f4d" stroke="#fff" strokeWidth="2" />
      <path
        d="M200 184v22M200 206l-10 14M200 206l10 14"
        stroke="#0b1f4d"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <g fill="#fff" opacity=".7">
        <ellipse cx="70" cy="60" rx="36" ry="9" />
        <ellipse cx="335" cy="140" rx="44" ry="10" />
      </g>
    </svg>
  );
}
