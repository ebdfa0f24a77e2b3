import { forecastIcon } from '@waymark/domain';
import type { ForecastIcon, ForecastWord } from '@waymark/domain';
import type { ReactNode } from 'react';
import { Icon, type IconProps } from './icons.tsx';

/**
 * Forecast icons, one per icon word of spec 2 §9, built from a few shared strokes (sun, cloud,
 * drops, flakes) on the 24 px grid of ui/icons.tsx. Colour comes from the `data-icon` hooks in
 * the weather page's CSS, so the drawing stays currentColor.
 */

const sun = (
  <path d="M12 7.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9zM12 2v2M12 20v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M2 12h2M20 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4" />
);
const smallSun = <path d="M8 3.5a3.5 3.5 0 0 0-3.2 4.9M8 1v1M2.6 3.1l.8.8M1 8.5h1M13.4 3.1l-.8.8" />;
const cloud = <path d="M7 17.5h10a4 4 0 0 0 .6-8A5.5 5.5 0 0 0 7 10.5a3.5 3.5 0 0 0 0 7z" />;
const highCloud = <path d="M7 14h10a4 4 0 0 0 .6-8A5.5 5.5 0 0 0 7 7a3.5 3.5 0 0 0 0 7z" />;
const drops = (count: 2 | 3) => (
  <path d={count === 3 ? 'M8 17l-1 3M12 17l-1 3M16 17l-1 3' : 'M9 17l-1 3M15 17l-1 3'} />
);
const dots = <path d="M8.5 18h.01M12 20h.01M15.5 18h.01" strokeWidth={2.5} />;
const flakes = <path d="M8 18.5h.01M12 20.5h.01M16 18.5h.01M10 22h.01M14 22h.01" strokeWidth={2.5} />;
const gust = <path d="M3 8h10a2.5 2.5 0 1 0-2.5-2.5M3 12h15a2.5 2.5 0 1 1-2.5 2.5M3 16h8" />;

const DRAWINGS: Record<ForecastIcon, ReactNode> = {
  fine: sun,
  partlycloudy: (
    <>
      {smallSun}
      {cloud}
    </>
  ),
  cloudy: cloud,
  fog: <path d="M4 9h16M3 13h18M5 17h14" />,
  drizzle: (
    <>
      {highCloud}
      {dots}
    </>
  ),
  fewshowers: (
    <>
      {smallSun}
      {highCloud}
      {drops(2)}
    </>
  ),
  showers: (
    <>
      {highCloud}
      {drops(2)}
    </>
  ),
  rain: (
    <>
      {highCloud}
      {drops(3)}
    </>
  ),
  windrain: (
    <>
      {highCloud}
      {drops(2)}
      <path d="M2 21h6" />
    </>
  ),
  fewsnowshowers: (
    <>
      {smallSun}
      {highCloud}
      <path d="M9 18.5h.01M15 18.5h.01" strokeWidth={2.5} />
    </>
  ),
  snowing: (
    <>
      {highCloud}
      {flakes}
    </>
  ),
  hail: (
    <>
      {highCloud}
      <circle cx="8.5" cy="19" r="1.2" />
      <circle cx="15.5" cy="19" r="1.2" />
    </>
  ),
  thunderstorm: (
    <>
      {highCloud}
      <path d="M12.5 14l-2.5 4h3.5l-2 4" />
    </>
  ),
  windy: gust,
  frost: <path d="M12 2v20M3.3 7l17.4 10M3.3 17 20.7 7M9.5 3.5 12 6l2.5-2.5M9.5 20.5 12 18l2.5 2.5" />,
};

/** The icon for a forecast word, named for screen readers unless `decorative`. */
export function ForecastWordIcon({
  word,
  decorative = false,
  ...props
}: IconProps & { word: ForecastWord; decorative?: boolean }) {
  const { icon, label } = forecastIcon(word);
  return (
    <Icon
      {...props}
      data-icon={icon}
      {...(decorative ? {} : { role: 'img', 'aria-hidden': undefined, 'aria-label': label })}
    >
      {DRAWINGS[icon]}
    </Icon>
  );
}
