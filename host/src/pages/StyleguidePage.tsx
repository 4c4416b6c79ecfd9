export { StyleguidePage } from './styleguide/StyleguidePage.tsx';
