/**
 * WCAG 2 contrast between two computed CSS colours ("rgb(…)" or "rgba(…)"), so a spec can check
 * what the browser actually painted: https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio
 */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The channels of a computed colour; alpha is 1 unless the colour says otherwise. */
export function rgbaOf(colour: string): { red: number; green: number; blue: number; alpha: number } {
  const match = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:[,/\s]+([\d.]+))?\s*\)$/.exec(colour);
  if (!match) throw new Error(`Not a computed rgb() colour: ${colour}`);
  const [, red, green, blue, alpha] = match;
  return { red: Number(red), green: Number(green), blue: Number(blue), alpha: alpha ? Number(alpha) : 1 };
}

// https://www.w3.org/TR/WCAG22/#dfn-relative-luminance
function relativeLuminance(colour: string): number {
  const { red, green, blue } = rgbaOf(colour);
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}
