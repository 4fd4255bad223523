import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { itemStockQuery, type StockItemKind } from '#web/api/admin/stock.js';

/** The counts key of an item without colours. */
const NO_COLOR = '';

/**
 * An item dialog's stock: "Track stock" and the counts as typed, with the counts the dialog was
 * opened with, which the save sends as the ones seen (a count moved meanwhile is then refused).
 */
export function useItemStock(kind: StockItemKind, itemId: string | null, trackedNow: boolean) {
  const stored = useQuery({ ...itemStockQuery(kind, itemId ?? ''), enabled: itemId !== null });
  const [track, setTrack] = useState(trackedNow);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [seen, setSeen] = useState<Record<string, number>>({});

  const [loaded, setLoaded] = useState(false);

  // Once, when the stored counts arrive (set while rendering, not in an effect): they are what the
  // owner sees and edits from; a later refetch does not overwrite what was typed.
  if (stored.data && !loaded) {
    const counts = Object.fromEntries(stored.data.counts.map((entry) => [entry.colorHex ?? NO_COLOR, entry.count]));
    setLoaded(true);
    setTrack(stored.data.trackStock);
    setSeen(counts);
    setTyped(Object.fromEntries(Object.entries(counts).map(([key, count]) => [key, String(count)])));
  }

  /** The count typed for a colour (or the item, `null`); a new colour starts empty, meaning 0. */
  const countOf = (colorHex: string | null) => typed[colorHex ?? NO_COLOR] ?? '';
  const setCount = (colorHex: string | null, text: string) => setTyped((current) => ({ ...current, [colorHex ?? NO_COLOR]: text }));

  /**
   * The form's `trackStock` and `stock` fields, for these colours (none: the item's own count). An
   * edit whose counts did not load sends none: the counts stay as they are, whatever else is saved.
   */
  function fields(colorHexes: string[]): Record<string, string> {
    if (!track) return { trackStock: 'false' };
    if (itemId !== null && !loaded) return { trackStock: 'true' };
    const keys = colorHexes.length > 0 ? colorHexes.map((hex) => hex.toUpperCase()) : [NO_COLOR];
    const counts = keys.map((key) => {
      const text = (typed[key] ?? '').trim();
      // Text that is not a whole number goes as it is, so the form's check names it.
      const count: unknown = text === '' ? 0 : /^\d+$/.test(text) ? Number(text) : text;
      return { colorHex: key === NO_COLOR ? null : key, count, seen: seen[key] ?? null };
    });
    return { trackStock: 'true', stock: JSON.stringify(counts) };
  }

  const trackedAsStored = stored.data?.trackStock ?? trackedNow;
  // A count with none stored (a new colour) starts empty.
  const countsChanged = Object.entries(typed).some(([key, text]) => text.trim() !== String(seen[key] ?? ''));

  return {
    track,
    setTrack,
    /** "Track stock", or a count while it is on, is not as stored. */
    changed: track !== trackedAsStored || (track && countsChanged),
    countOf,
    setCount,
    fields,
    loading: itemId !== null && stored.isPending,
    failed: stored.isError,
    /** The owner's Sold Out switch as stored (the response's soldOut also says a count at 0). */
    markedSoldOut: stored.data?.markedSoldOut,
  };
}

export type ItemStockState = ReturnType<typeof useItemStock>;
