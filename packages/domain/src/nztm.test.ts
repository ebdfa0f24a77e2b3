import { describe, expect, test } from 'vitest';
import { looksLikeNztm, nztmToWgs84, wgs84ToNztm } from './nztm.ts';

/** Length of the GRS80 meridian from the equator to `latDegrees`, by Simpson's rule: an independent check. */
function meridianArcMetres(latDegrees: number): number {
  const a = 6_378_137;
  const f = 1 / 298.257222101;
  const e2 = f * (2 - f);
  const radiusOfCurvature = (phi: number) => (a * (1 - e2)) / (1 - e2 * Math.sin(phi) ** 2) ** 1.5;
  const end = (latDegrees * Math.PI) / 180;
  const steps = 2000;
  const h = end / steps;
  let sum = radiusOfCurvature(0) + radiusOfCurvature(end);
  for (let i = 1; i < steps; i += 1) sum += (i % 2 === 0 ? 2 : 4) * radiusOfCurvature(i * h);
  return (sum * h) / 3;
}

describe('NZTM2000 ⇄ WGS84', () => {
  test('the projection origin is 173°E on the equator at 1,600,000 E 10,000,000 N', () => {
    const [easting, northing] = wgs84ToNztm(173, 0);
    expect(easting).toBeCloseTo(1_600_000, 6);
    expect(northing).toBeCloseTo(10_000_000, 6);
    const [lng, lat] = nztmToWgs84(1_600_000, 10_000_000);
    expect(lng).toBeCloseTo(173, 10);
    expect(lat).toBeCloseTo(0, 10);
  });

  test('on the central meridian the northing is the meridian arc scaled by 0.9996', () => {
    for (const lat of [-34.4, -41.29, -45.87, -47.3]) {
      const [easting, northing] = wgs84ToNztm(173, lat);
      expect(easting).toBeCloseTo(1_600_000, 6);
      expect(Math.abs(northing - (10_000_000 - 0.9996 * meridianArcMetres(-lat)))).toBeLessThan(0.001);
    }
  });

  test('a round trip across New Zealand returns within a millimetre', () => {
    for (let lng = 166; lng <= 178.6; lng += 0.7) {
      for (let lat = -47.3; lat <= -34.3; lat += 0.5) {
        const [easting, northing] = wgs84ToNztm(lng, lat);
        const [backLng, backLat] = nztmToWgs84(easting, northing);
        const metresPerDegree = 111_320;
        const dx = (backLng - lng) * metresPerDegree * Math.cos((lat * Math.PI) / 180);
        const dy = (backLat - lat) * metresPerDegree;
        expect(Math.hypot(dx, dy)).toBeLessThan(0.001);
      }
    }
  });

  test('a point west of the central meridian has an easting below 1,600,000 and a southern northing', () => {
    // Milford Sound lies west of 173°E and south of Wellington.
    const [easting, northing] = wgs84ToNztm(167.93, -44.67);
    expect(easting).toBeLessThan(1_600_000);
    expect(northing).toBeLessThan(5_427_000);
    expect(looksLikeNztm(easting, northing)).toBe(true);
  });

  test('degrees never read as NZTM metres', () => {
    expect(looksLikeNztm(174.77, -41.28)).toBe(false);
    expect(looksLikeNztm(1_748_735, 5_428_200)).toBe(true);
  });
});
