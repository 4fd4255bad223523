/**
 * The step toward a side of the screen, for a row of pictures an arrow key or a swipe moves through:
 * the row runs in the reading direction, so the next picture lies to the right on a left-to-right
 * page and to the left on a right-to-left one.
 */
export const stepToward = (side: 'left' | 'right', dir: 'ltr' | 'rtl'): 1 | -1 => ((side === 'right') === (dir === 'ltr') ? 1 : -1);
