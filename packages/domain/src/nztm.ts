/**
 * NZTM2000 (EPSG:2193) ⇄ WGS84 longitude/latitude.
 *
 * DOC's API answers in NZTM2000 unless asked for WGS84, and its GIS exports carry NZTM x/y;
 * the map and every distance rule work in WGS84. NZGD2000 and WGS84 differ by centimetres,
 * far below what a walking map can show, so no datum shift is applied.
 *
 * The projection is Transverse Mercator on the GRS80 ellipsoid with LINZ's NZTM parameters,
 * computed with Krüger's series to n⁶ (Karney 2011, "Transverse Mercator with an accuracy of
 * a few nanometers", https://doi.org/10.1007/s00190-011-0445-3): sub-millimetre across New Zealand.
 */

const GRS80_SEMI_MAJOR_AXIS = 6_378_137;
const GRS80_FLATTENING = 1 / 298.257222101;

/** LINZ: central meridian 173°E, scale 0.9996, false easting 1,600,000 m, false northing 10,000,000 m. */
const CENTRAL_MERIDIAN_DEGREES = 173;
const SCALE_FACTOR = 0.9996;
const FALSE_EASTING = 1_600_000;
const FALSE_NORTHING = 10_000_000;

const n = GRS80_FLATTENING / (2 - GRS80_FLATTENING);
const n2 = n * n;
const n3 = n2 * n;
const n4 = n3 * n;
const n5 = n4 * n;
const n6 = n5 * n;

/** First eccentricity. */
const e = Math.sqrt(GRS80_FLATTENING * (2 - GRS80_FLATTENING));

/** Radius of the rectifying sphere: 2πA is the meridian's length. */
const A = (GRS80_SEMI_MAJOR_AXIS / (1 + n)) * (1 + n2 / 4 + n4 / 64 + n6 / 256);

const ALPHA = [
  n / 2 - (2 / 3) * n2 + (5 / 16) * n3 + (41 / 180) * n4 - (127 / 288) * n5 + (7891 / 37800) * n6,
  (13 / 48) * n2 - (3 / 5) * n3 + (557 / 1440) * n4 + (281 / 630) * n5 - (1983433 / 1935360) * n6,
  (61 / 240) * n3 - (103 / 140) * n4 + (15061 / 26880) * n5 + (167603 / 181440) * n6,
  (49561 / 161280) * n4 - (179 / 168) * n5 + (6601661 / 7257600) * n6,
  (34729 / 80640) * n5 - (3418889 / 1995840) * n6,
  (212378941 / 319334400) * n6,
];

const BETA = [
  n / 2 - (2 / 3) * n2 + (37 / 96) * n3 - (1 / 360) * n4 - (81 / 512) * n5 + (96199 / 604800) * n6,
  (1 / 48) * n2 + (1 / 15) * n3 - (437 / 1440) * n4 + (46 / 105) * n5 - (1118711 / 3870720) * n6,
  (17 / 480) * n3 - (37 / 840) * n4 - (209 / 4480) * n5 + (5569 / 90720) * n6,
  (4397 / 161280) * n4 - (11 / 504) * n5 - (830251 / 7257600) * n6,
  (4583 / 161280) * n5 - (108847 / 3991680) * n6,
  (20648693 / 638668800) * n6,
];

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** WGS84 [lng, lat] in degrees → NZTM2000 [easting, northing] in metres. */
export function wgs84ToNztm(lng: number, lat: number): [easting: number, northing: number] {
  const phi = toRadians(lat);
  const lambda = toRadians(lng - CENTRAL_MERIDIAN_DEGREES);

  // Conformal latitude, as a tangent.
  const tau = Math.tan(phi);
  const sigma = Math.sinh(e * Math.atanh((e * tau) / Math.sqrt(1 + tau * tau)));
  const tauPrime = tau * Math.sqrt(1 + sigma * sigma) - sigma * Math.sqrt(1 + tau * tau);

  const xiPrime = Math.atan2(tauPrime, Math.cos(lambda));
  const etaPrime = Math.asinh(Math.sin(lambda) / Math.sqrt(tauPrime * tauPrime + Math.cos(lambda) ** 2));

  let xi = xiPrime;
  let eta = etaPrime;
  ALPHA.forEach((alpha, index) => {
    const j = 2 * (index + 1);
    xi += alpha * Math.sin(j * xiPrime) * Math.cosh(j * etaPrime);
    eta += alpha * Math.cos(j * xiPrime) * Math.sinh(j * etaPrime);
  });

  return [FALSE_EASTING + SCALE_FACTOR * A * eta, FALSE_NORTHING + SCALE_FACTOR * A * xi];
}

/** NZTM2000 [easting, northing] in metres → WGS84 [lng, lat] in degrees. */
export function nztmToWgs84(easting: number, northing: number): [lng: number, lat: number] {
  const xi = (northing - FALSE_NORTHING) / (SCALE_FACTOR * A);
  const eta = (easting - FALSE_EASTING) / (SCALE_FACTOR * A);

  let xiPrime = xi;
  let etaPrime = eta;
  BETA.forEach((beta, index) => {
    const j = 2 * (index + 1);
    xiPrime -= beta * Math.sin(j * xi) * Math.cosh(j * eta);
    etaPrime -= beta * Math.cos(j * xi) * Math.sinh(j * eta);
  });

  const sinhEtaPrime = Math.sinh(etaPrime);
  const cosXiPrime = Math.cos(xiPrime);
  const tauPrime = Math.sin(xiPrime) / Math.sqrt(sinhEtaPrime * sinhEtaPrime + cosXiPrime * cosXiPrime);
  const lambda = Math.atan2(sinhEtaPrime, cosXiPrime);

  // Conformal latitude back to geodetic latitude by Newton's method; converges in 2–3 steps.
  let tau = tauPrime;
  for (let step = 0; step < 10; step += 1) {
    const sigma = Math.sinh(e * Math.atanh((e * tau) / Math.sqrt(1 + tau * tau)));
    const tauPrimeOfTau = tau * Math.sqrt(1 + sigma * sigma) - sigma * Math.sqrt(1 + tau * tau);
    const delta =
      ((tauPrime - tauPrimeOfTau) / Math.sqrt(1 + tauPrimeOfTau * tauPrimeOfTau)) *
      ((1 + (1 - e * e) * tau * tau) / ((1 - e * e) * Math.sqrt(1 + tau * tau)));
    tau += delta;
    if (Math.abs(delta) < 1e-14) break;
  }

  return [CENTRAL_MERIDIAN_DEGREES + toDegrees(lambda), toDegrees(Math.atan(tau))];
}

/**
 * Whether a pair of numbers reads as NZTM2000 metres rather than degrees: New Zealand's
 * mainland and near islands lie within these eastings and northings.
 */
export function looksLikeNztm(x: number, y: number): boolean {
  return x >= 900_000 && x <= 2_300_000 && y >= 4_600_000 && y <= 6_400_000;
}
