import { Carousel } from './Carousel.js';
import { CataloguePage } from './CataloguePage.js';

/** `/`: the carousel, then the catalogue. */
export function HomePage() {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-8 pt-4 sm:px-6 sm:pt-6">
      <Carousel />
      <CataloguePage />
    </div>
  );
}
