/** Gradients that give flat shapes a little volume; ids are prefixed so several drawings can share an SVG. */

/** Darker edges, a soft highlight left of centre: cloth and cylinders lit from the front left. */
export function roundShade(id: string, strength = 1): string {
  const a = (v: number) => (v * strength).toFixed(3);
  return `<linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#000" stop-opacity="${a(0.22)}"/><stop offset="0.3" stop-color="#fff" stop-opacity="${a(0.12)}"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${a(0.26)}"/></linearGradient>`;
}

/** Lighter at the top, darker at the bottom. */
export function dropShade(id: string, strength = 1): string {
  return `<linearGradient id="${id}" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="${(0.1 * strength).toFixed(3)}"/><stop offset="1" stop-color="#000" stop-opacity="${(0.16 * strength).toFixed(3)}"/></linearGradient>`;
}

/** A shape filled with `colour`, then shaded by the gradient `shadeId`. */
export function shaded(d: string, colour: string, shadeId: string, extra = ''): string {
  return `<path d="${d}" fill="${colour}"${extra}/><path d="${d}" fill="url(#${shadeId})"/>`;
}

/** A stitched seam: a thin dashed line slightly darker than the cloth. */
export function stitch(d: string, colour: string, width = 2.5): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="7 6" stroke-linecap="round" opacity="0.8"/>`;
}

/** A solid seam or edge line. */
export function seam(d: string, colour: string, width = 3, opacity = 0.7): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}"/>`;
}
