/** The ranges along the foot of the hero: layered ridges at dusk with a waymarked track climbing to a hut: drawn, so it costs no image request. */
export function HeroLandscape({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 180 1440 460"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <radialGradient id="hero-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ffd9a8" />
          <stop offset="0.45" stopColor="#ef7d22" stopOpacity="0.55" />
          <stop offset="1" stopColor="#ef7d22" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="1090" cy="300" r="115" fill="url(#hero-sun)" />
      <circle cx="1090" cy="300" r="36" fill="#ffe3bd" opacity="0.9" />
      {/* Far range with snow. */}
      <path
        d="M0 400 120 330 210 370 330 250 420 320 520 230 640 330 760 270 860 340 990 210 1110 320 1220 260 1340 330 1440 290V640H0z"
        fill="#2c6448"
      />
      <path d="M330 250 300 284 322 278 338 292 356 276z" fill="#e8efe6" opacity="0.8" />
      <path d="M520 230 488 266 512 258 528 272 548 258z" fill="#e8efe6" opacity="0.8" />
      <path d="M990 210 952 250 978 242 996 258 1018 240z" fill="#e8efe6" opacity="0.85" />
      {/* Middle range. */}
      <path
        d="M0 470 160 390 300 450 450 370 610 440 760 360 900 430 1060 350 1220 430 1340 390 1440 420V640H0z"
        fill="#24603f"
      />
      {/* Near bush-clad ridge. */}
      <path
        d="M0 540 180 480 380 520 560 460 760 520 960 470 1160 530 1320 490 1440 510V640H0z"
        fill="#17402d"
      />
      <path d="M0 600 240 560 520 590 820 550 1100 590 1440 560V640H0z" fill="#0f2e22" />
      {/* The waymarked track to the hut. */}
      <path
        d="M180 640C260 590 340 600 420 560S560 520 620 500 720 480 770 462"
        fill="none"
        stroke="#ef7d22"
        strokeWidth="4"
        strokeDasharray="2 12"
        strokeLinecap="round"
        opacity="0.9"
      />
      <g transform="translate(766 436)">
        <path d="M0 18 16 4 32 18z" fill="#ef7d22" />
        <rect x="4" y="17" width="24" height="14" fill="#fbf8f2" />
        <rect x="13" y="22" width="6" height="9" fill="#17402d" />
      </g>
      {[300, 470, 640].map((x, index) => (
        <path key={x} d={`M${x} ${578 - index * 34}l7 -12 7 12z`} fill="#ef7d22" />
      ))}
    </svg>
  );
}
