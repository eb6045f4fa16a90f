import { svgProps, type IllustrationProps } from './types';

/** Greenland's ice sheet and fjord under a low sun, for the expedition. */
export function IceIllustration({ className }: IllustrationProps) {
  return (
    <svg {...svgProps} className={className}>
      <rect width="400" height="300" fill="#d9e6ff" />
      <circle cx="300" cy="90" r="30" fill="#f97316" opacity=".8" />
      <path d="M0 200l70-90 50 50 60-80 80 100 50-40 90 60v100H0z" fill="#fff" />
      <path d="M70 110l20 40-20-10-20 30zM180 80l24 50-24-14-18 24z" fill="#8eb6ff" />
      <rect y="240" width="400" height="60" fill="#0b1f4d" />
      <path d="M40 258h60M160 272h90M290 256h70" stroke="#3366f5" strokeWidth="4" strokeLinecap="round" />
      <path d="M120 40q20-16 40 0z" fill="#f97316" />
      <path d="M122 40l18 20 18-20" stroke="#0b1f4d" strokeWidth="1.5" fill="none" />
      <circle cx="140" cy="63" r="4" fill="#0b1f4d" />
    </svg>
  );
}
