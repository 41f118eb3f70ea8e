import { hydrateIsland } from '../islands/hydrate.tsx';
import { Carousel } from './Carousel.tsx';

export default hydrateIsland(Carousel, 'carousel');
