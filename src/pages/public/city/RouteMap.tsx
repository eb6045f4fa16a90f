// A schematic of the road from the city to the drop zone; the line grows with the distance.
const NAVY = '#0b1f4d';
const BLUE = '#3366f5';
const ORANGE = '#f97316';

export function RouteMap({
  from,
  to,
  distanceKm,
  label,
  summary,
}: {
  from: string;
  to: string;
  distanceKm: number;
  label: string;
  summary: string;
}) {
  // 100 km spans roughly half the drawing; the longest trips still fit.
  const length = Math.min(250, 60 + Math.round(distanceKm * 0.9));
  const start = 300 - length;
  return (
    <svg viewBox="0 0 340 150" className="h-auto w-full" role="img" aria-label={summary}>
      <rect width="340" height="150" rx="20" fill={NAVY} />
      <path d="M20 120q60-24 120-6t180-10" stroke={BLUE} strokeWidth="14" fill="none" opacity=".35" />
      <path d={`M${start} 80H300`} stroke="#fff" strokeWidth="3" strokeDasharray="8 6" />
      <circle cx={start} cy="80" r="9" fill="#fff" />
      <circle cx="300" cy="80" r="11" fill={ORANGE} />
      <path d="M294 62q6-10 12 0" stroke={ORANGE} strokeWidth="3" fill="none" />
      <text x={start} y="112" fill="#fff" fontSize="14" fontWeight="700" textAnchor="middle">
        {from}
      </text>
      <text x="300" y="112" fill="#fff" fontSize="14" fontWeight="700" textAnchor="middle">
        {to}
      </text>
      <text x={(start + 300) / 2} y="66" fill="#fff" fontSize="13" textAnchor="middle">
        {label}
      </text>
    </svg>
  );
}
