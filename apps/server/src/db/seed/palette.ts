/** Colour names the demo catalogue uses, with their swatch hex (and a second colour for two-tones). */
export const PALETTE = {
  Black: ['#111827'],
  White: ['#f9fafb'],
  Gray: ['#9ca3af'],
  Charcoal: ['#374151'],
  Navy: ['#1f2a44'],
  Royal: ['#1d4ed8'],
  'Light Blue': ['#93c5fd'],
  Teal: ['#0f766e'],
  Red: ['#c81e1e'],
  Maroon: ['#6b1d2a'],
  Orange: ['#ea580c'],
  Gold: ['#eab308'],
  Pink: ['#f9a8d4'],
  Purple: ['#6d28d9'],
  Forest: ['#14532d'],
  Emerald: ['#047857'],
  Olive: ['#4d5d2b'],
  Sand: ['#d6c7a1'],
  Natural: ['#efe6d2'],
  Kraft: ['#c8a97e'],
  Stainless: ['#c4c9cf'],
  'White / Red': ['#f9fafb', '#c81e1e'],
  'White / Navy': ['#f9fafb', '#1f2a44'],
  'Gray / Red': ['#9ca3af', '#c81e1e'],
  'Navy / White': ['#1f2a44', '#f9fafb'],
  'Black / White': ['#111827', '#f9fafb'],
  'Red / White': ['#c81e1e', '#f9fafb'],
  'Royal / White': ['#1d4ed8', '#f9fafb'],
  'Natural / Navy': ['#efe6d2', '#1f2a44'],
  'Natural / Red': ['#efe6d2', '#c81e1e'],
} as const satisfies Record<string, readonly [string] | readonly [string, string]>;

export type ColourName = keyof typeof PALETTE;

export function colourOf(name: ColourName): { primary: string; secondary: string | null } {
  const [primary, secondary] = PALETTE[name] as readonly [string, string?];
  return { primary, secondary: secondary ?? null };
}

/** "White / Red" → "white-red": used in picture file names. */
export const colourSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
