/**
 * The bundled font families (open licences, shipped in npm packages, never downloaded at run time).
 * The web app serves the same TTF files the PDF renderer embeds, and packages/render measures text
 * with metrics extracted from them, so preview and print agree.
 */
export const FONT_FAMILIES = [
  { family: 'Inter', pkg: 'inter', file: 'Inter', weights: [400, 700] },
  { family: 'Poppins', pkg: 'poppins', file: 'Poppins', weights: [400, 700] },
  { family: 'Nunito', pkg: 'nunito', file: 'Nunito', weights: [400, 700] },
  { family: 'Fredoka', pkg: 'fredoka', file: 'Fredoka', weights: [400, 700] },
  { family: 'Lora', pkg: 'lora', file: 'Lora', weights: [400, 700] },
  { family: 'Roboto Slab', pkg: 'roboto-slab', file: 'RobotoSlab', weights: [400, 700] },
  { family: 'Playfair Display', pkg: 'playfair-display', file: 'PlayfairDisplay', weights: [400, 700] },
  {
    family: 'Atkinson Hyperlegible',
    pkg: 'atkinson-hyperlegible',
    file: 'AtkinsonHyperlegible',
    weights: [400, 700],
  },
  { family: 'Caveat', pkg: 'caveat', file: 'Caveat', weights: [400, 700] },
  { family: 'Pacifico', pkg: 'pacifico', file: 'Pacifico', weights: [400] },
  { family: 'Permanent Marker', pkg: 'permanent-marker', file: 'PermanentMarker', weights: [400] },
  { family: 'Bangers', pkg: 'bangers', file: 'Bangers', weights: [400] },
] as const;

export type FontFamilyName = (typeof FONT_FAMILIES)[number]['family'];
export const FONT_FAMILY_NAMES = FONT_FAMILIES.map((f) => f.family) as [FontFamilyName, ...FontFamilyName[]];
export const FONT_WEIGHTS = [400, 700] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];
export const DEFAULT_FONT: FontFamilyName = 'Poppins';

/** The weight actually available: families with one weight draw bold with their regular face. */
export function availableWeight(family: FontFamilyName, weight: FontWeight): FontWeight {
  const entry = FONT_FAMILIES.find((f) => f.family === family);
  return entry && (entry.weights as readonly number[]).includes(weight) ? weight : 400;
}

/** The TTF path inside node_modules for a family and weight (e.g. for the server and the PDF renderer). */
export function fontFilePath(family: FontFamilyName, weight: FontWeight): string {
  const entry = FONT_FAMILIES.find((f) => f.family === family) ?? FONT_FAMILIES[0];
  const w = availableWeight(entry.family, weight);
  const dir = w === 700 ? '700Bold' : '400Regular';
  return `@expo-google-fonts/${entry.pkg}/${dir}/${entry.file}_${dir}.ttf`;
}
