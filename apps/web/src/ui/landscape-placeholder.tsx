import clsx from 'clsx';
import type { LocationType } from '@waymark/domain';
import styles from './landscape-placeholder.module.css';

/**
 * Stands in for a place's photo when it has none or the photo fails to load: layered ranges
 * with a marker for the kind of place. Drawn, so it costs no request and never breaks.
 */
export function LandscapePlaceholder({ type, className }: { type?: LocationType; className?: string }) {
  return (
    <div className={clsx(styles.placeholder, className)} aria-hidden="true">
      <svg viewBox="0 0 400 200" preserveAspectRatio="xMidYMax slice" focusable="false">
        <rect width="400" height="200" fill="#cfe3d6" />
        <circle cx="300" cy="62" r="26" fill="#fde7d3" />
        <path d="M0 130 60 92 100 112 160 60 210 104 260 72 320 112 400 84V200H0z" fill="#7fb08f" />
        <path d="M160 60 146 76 156 73 164 80 172 72z" fill="#f4efe5" />
        <path d="M260 72 248 86 257 83 264 89 271 82z" fill="#f4efe5" />
        <path d="M0 160 90 124 170 150 260 116 340 146 400 130V200H0z" fill="#2f7a55" />
        <path d="M0 186 120 162 240 182 400 160V200H0z" fill="#1d4d37" />
        {type === 'Hut' ? (
          <g transform="translate(186 128)" data-place-marker="">
            <path d="M0 14 14 2 28 14z" fill="#ef7d22" />
            <rect x="4" y="13" width="20" height="12" fill="#fbf8f2" />
            <rect x="11" y="17" width="6" height="8" fill="#17402d" />
          </g>
        ) : type === 'Campsite' ? (
          <path
            d="M186 154 200 128 214 154z"
            fill="#ef7d22"
            stroke="#fbf8f2"
            strokeWidth="2"
            data-place-marker=""
          />
        ) : (
          <path
            d="M40 200C90 176 130 178 170 160S240 136 280 128"
            fill="none"
            stroke="#ef7d22"
            strokeWidth="3"
            strokeDasharray="2 9"
            strokeLinecap="round"
          />
        )}
      </svg>
    </div>
  );
}
