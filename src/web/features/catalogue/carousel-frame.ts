// Every carousel state, and the placeholder shown while its code loads, draws this same box, so the
// catalogue below never jumps.
export const carouselFrame = 'relative aspect-[16/9] w-full overflow-hidden rounded-3xl bg-brand-50 sm:aspect-[5/2] lg:aspect-[3/1]';
