/**
 * The widest stored image a catalogue card may load. A card is a thumbnail: on a phone it is drawn
 * about 360 px wide, so at DPR 2 or 3 the browser would pick the 960 w or 1280 w file (70 to 120 KB)
 * where 640 w (about 30 KB, issue 5's card budget is 40 KB) looks the same at that size.
 */
export const CARD_IMAGE_MAX_WIDTH = 640;

interface Candidate {
  url: string;
  width: number;
}

function candidates(srcset: string): Candidate[] {
  return srcset
    .split(',')
    .map((entry) => /^\s*(\S+)\s+(\d+)w\s*$/.exec(entry))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ url: match[1]!, width: Number(match[2]) }));
}

/**
 * The srcset entries at most `maxWidth` wide (the narrowest one if none is), and the widest of them
 * as the fallback `src`. Returns null when the srcset has no `w` entries to choose from.
 */
export function capSrcset(srcset: string, maxWidth: number): { srcset: string; src: string } | null {
  const all = candidates(srcset).sort((a, b) => a.width - b.width);
  if (all.length === 0) return null;
  const kept = all.filter((candidate) => candidate.width <= maxWidth);
  const chosen = kept.length > 0 ? kept : [all[0]!];
  return { srcset: chosen.map(({ url, width }) => `${url} ${width}w`).join(', '), src: chosen.at(-1)!.url };
}
