import data from './emoji-icons.json';
import { FALLBACK_EMOJI } from './emoji-choice';

const ICONS: Readonly<Record<string, string>> = data.icons;
/** The drawings' own square (Iconify bodies are drawn on a 32-unit grid). */
export const EMOJI_GRID = data.size;

/** Whether the bundled set has a drawing of that name. */
export function hasEmoji(name: string): boolean {
  return Object.hasOwn(ICONS, name);
}

/** The drawing's SVG body (no <svg> around it), the shopping bags for an unknown name. */
export function emojiBody(name: string): string {
  return ICONS[name] ?? (ICONS[FALLBACK_EMOJI] as string);
}

/** The drawing as a document of its own, `size` pixels square. */
export function emojiSvg(name: string, size = 96): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${EMOJI_GRID} ${EMOJI_GRID}">${emojiBody(name)}</svg>`;
}
