import { svgProps, type IllustrationProps } from './types';

/** Open sky with clouds and two skydivers in freefall formation. */
export function SkyIllustration({ className }: IllustrationProps) {
  return (
    <svg {...svgProps} className={className}>
      <rect width="400" height="300" fill="#0b1f4d" />
      <circle cx="330" cy="60" r="28" fill="#f97316" opacity=".9" />
      <g fill="#3366f5" opacity=".45">
        <ellipse cx="80" cy="230" rx="90" ry="22" />
        <ellipse cx="320" cy="250" rx="110" ry="26" />
      </g>
      <g fill="#fff" opacity=".85">
        <ellipse cx="110" cy="70" rx="40" ry="10" />
        <ellipse cx="250" cy="190" rx="55" ry="12" />
      </g>
      <g stroke="#fff" strokeWidth="6" strokeLinecap="round" fill="none">
        <path d="M170 120l30 10 30-10M200 130v25M200 155l-18 18M200 155l18 18" />
        <path d="M250 100l22 7 22-7M272 107v18M272 125l-13 13M272 125l13 13" opacity=".8" />
      </g>
      <circle cx="200" cy="112" r="8" fill="#f97316" />
      <circle cx="272" cy="94" r="6" fill="#f97316" />
    </svg>
  );
}
