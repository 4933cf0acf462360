import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SubtitleFont } from '@forja/contracts';

/**
 * The four subtitle fonts. Their files live in `apps/server/assets/fonts` (licences beside
 * them) and libass gets that folder as `fontsdir`, so renders look the same on every machine.
 */
export const FONTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/fonts');

export interface SubtitleFontFace {
  /** The family name libass matches against the files in FONTS_DIR. */
  family: string;
  bold: boolean;
  /** Average advance of a glyph in em, to judge how many characters fit on a line. */
  widthEm: number;
  /** Glyphs the font lacks, replaced by look-alikes it has. */
  substitutions?: Record<string, string>;
}

export const SUBTITLE_FONT_FACES: Record<SubtitleFont, SubtitleFontFace> = {
  roboto: { family: 'Roboto', bold: true, widthEm: 0.56 },
  'roboto-black': { family: 'Roboto Black', bold: false, widthEm: 0.6 },
  // Luckiest Guy has ş/ţ (cedilla) but not the Romanian comma-below ș/ț.
  'luckiest-guy': {
    family: 'Luckiest Guy',
    bold: false,
    widthEm: 0.72,
    substitutions: { ș: 'ş', ț: 'ţ', Ș: 'Ş', Ț: 'Ţ' },
  },
  // Liberation Sans: free, metric-compatible with Arial.
  arial: { family: 'Liberation Sans', bold: true, widthEm: 0.58 },
};

export function applySubstitutions(text: string, face: SubtitleFontFace): string {
  if (!face.substitutions) return text;
  let out = '';
  for (const char of text) out += face.substitutions[char] ?? char;
  return out;
}
