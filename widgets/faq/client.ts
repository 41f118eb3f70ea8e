import { hydrateIsland } from '../islands/hydrate.tsx';
import { Faq } from './Faq.tsx';

export default hydrateIsland(Faq, 'faq');
