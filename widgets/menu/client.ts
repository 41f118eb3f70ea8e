import { hydrateIsland } from '../islands/hydrate.tsx';
import { Menu } from './Menu.tsx';

export default hydrateIsland(Menu, 'menu');
