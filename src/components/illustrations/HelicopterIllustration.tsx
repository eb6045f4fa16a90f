import { svgProps, type IllustrationProps } from './types';

/** A helicopter hovering high above the clouds, a jumper stepping off the skid. */
export function HelicopterIllustration({ className }: IllustrationProps) {
  return (
    <svg {...svgProps} className={className}>
      <rect width="400" height="300" fill="#bcd3ff" />
      <g fill="#fff">
        <ellipse cx="90" cy="250" rx="120" ry="30" />
        <ellipse cx="320" cy="262" rx="130" ry="30" />
      </g>
      <path d="M90 62h200" stroke="#0b1f4d" strokeWidth="5" strokeLinecap="round" />
      <path d="M190 62v16" stroke="#0b1f4d" strokeWidth="5" />
      <path
        d="M140 110c0-18 18-32 50-32h30c26 0 40 14 40 32s-14 30-40 30h-60c-12 0-20-12-20-30z"
        fill="#0b1f4d"
      />
      <path d="M160 100c4-10 14-14 26-14v28h-28c0-6 0-10 2-14z" fill="#8eb6ff" />
      <path d="M260 104h70l12-16" stroke="#0b1f4d" strokeWidth="8" strokeLinecap="round" fill="none" />
      <path d="M160 152h100M180 140v12M240 140v12" stroke="#0b1f4d" strokeWidth="4" strokeLinecap="round" />
      <path d="M250 178q16-14 32 0z" fill="#f97316" />
      <path d="M252 178l14 18 14-18" stroke="#0b1f4d" strokeWidth="1.5" fill="none" />
      <circle cx="266" cy="200" r="5" fill="#0b1f4d" />
    </svg>
  );
}
