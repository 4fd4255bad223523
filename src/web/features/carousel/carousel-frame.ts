// Every carousel state, and the placeholder shown while its code loads, draws this same box, so the
// catalogue below never jumps.
export const carouselFrame = 'relative aspect-[4/3] w-full overflow-hidden rounded-3xl bg-brand-50 sm:aspect-[21/9]';
