// A small drawn scene per service: a sky with a canopy and the service's own motif. Decorative.
import type { ReactElement } from 'react';
import type { ServiceIconName } from '@/content/services';

const NAVY = '#0b1f4d';
const BLUE = '#3366f5';
const ORANGE = '#f97316';

/** A canopy with its lines and a jumper, centred on (x, y) at `scale`. */
function Canopy({
  x,
  y,
  scale = 1,
  color = ORANGE,
}: {
  x: number;
  y: number;
  scale?: number;
  color?: string;
}) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d="M-30 0Q0-22 30 0Q15-5 0-4Q-15-5-30 0Z" fill={color} />
      <path d="M-29 0L0 34M29 0L0 34M-10-3L0 34M10-3L0 34" stroke="#fff" strokeWidth="1" opacity=".8" />
      <circle cx="0" cy="38" r="4" fill="#fff" />
      <path d="M0 42v10" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </g>
  );
}

const motifs: Record<string, () => ReactElement> = {
  plane: () => (
    <path d="M40 70h70l20-12h10l-8 14 30 2v8l-30 2 8 14h-10l-20-12H40z" fill="#fff" opacity=".9" />
  ),
  helicopter: () => (
    <g fill="#fff" opacity=".9">
      <rect x="40" y="48" width="90" height="4" rx="2" />
      <rect x="82" y="50" width="6" height="12" />
      <path d="M60 62h50q18 0 18 16t-18 16H70q-10 0-10-10z" />
      <path d="M110 74l60-4v8l-60 8z" />
      <path d="M66 100h54" stroke="#fff" strokeWidth="4" />
    </g>
  ),
  balloon: () => (
    <g>
      <circle cx="90" cy="70" r="38" fill={ORANGE} />
      <path d="M90 32q-16 38 0 76q16-38 0-76z" fill="#fff" opacity=".5" />
      <path d="M62 96l18 26M118 96l-18 26" stroke="#fff" strokeWidth="1.5" />
      <rect x="80" y="120" width="20" height="14" rx="2" fill="#fff" />
    </g>
  ),
  stadium: () => (
    <g>
      <ellipse cx="160" cy="210" rx="130" ry="26" fill="#fff" opacity=".25" />
      <ellipse cx="160" cy="210" rx="96" ry="16" fill="#22c55e" opacity=".8" />
      <path d="M190 120l40-8v14z" fill={ORANGE} />
    </g>
  ),
  camera: () => (
    <g>
      <rect x="40" y="60" width="80" height="54" rx="8" fill="#fff" opacity=".9" />
      <circle cx="80" cy="87" r="18" fill={NAVY} />
      <circle cx="80" cy="87" r="9" fill={BLUE} />
      <rect x="52" y="52" width="22" height="10" rx="3" fill="#fff" opacity=".9" />
    </g>
  ),
  team: () => (
    <g fill="#fff" opacity=".3">
      <rect x="20" y="170" width="40" height="60" />
      <rect x="64" y="150" width="34" height="80" />
      <rect x="250" y="160" width="48" height="70" />
    </g>
  ),
  festival: () => (
    <g>
      <path d="M40 230v-40h120v40" fill="#fff" opacity=".25" />
      <path d="M30 190h140l-70-30z" fill={ORANGE} opacity=".9" />
      <path d="M200 40l10 20 10-20M250 70l10 20 10-20" stroke="#fff" strokeWidth="3" fill="none" />
    </g>
  ),
  shield: () => (
    <g>
      <path d="M80 40l40 14v30q0 30-40 46q-40-16-40-46V54z" fill="#fff" opacity=".9" />
      <path d="M62 86l12 12 24-26" stroke={BLUE} strokeWidth="7" fill="none" strokeLinecap="round" />
    </g>
  ),
};

const motifOf: Record<ServiceIconName, keyof typeof motifs> = {
  Plane: 'plane',
  Helicopter: 'helicopter',
  Wind: 'balloon',
  Sun: 'balloon',
  Trophy: 'stadium',
  Flag: 'stadium',
  Camera: 'camera',
  Building2: 'team',
  Briefcase: 'team',
  Users: 'team',
  Music: 'festival',
  PartyPopper: 'festival',
  ShieldCheck: 'shield',
};

export function HeroIllustration({ icon }: { icon: ServiceIconName }) {
  const kind = motifOf[icon];
  const Motif = motifs[kind];
  const gradient = `sky-${kind}`;
  return (
    <svg viewBox="0 0 320 240" className="h-auto w-full" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={NAVY} />
          <stop offset="1" stopColor={BLUE} />
        </linearGradient>
      </defs>
      <rect width="320" height="240" rx="24" fill={`url(#${gradient})`} />
      <circle cx="270" cy="46" r="18" fill={ORANGE} opacity=".85" />
      <path d="M0 214q80-30 160 0t160 0v2q0 24-24 24H24Q0 240 0 216z" fill={NAVY} opacity=".6" />
      <Motif />
      <Canopy x={kind === 'team' ? 130 : 220} y={kind === 'stadium' ? 70 : 120} />
      {kind === 'team' && (
        <>
          <Canopy x={200} y={90} scale={0.8} color="#fff" />
          <Canopy x={260} y={130} scale={0.7} />
        </>
      )}
    </svg>
  );
}
