import { mountStandaloneFrame } from './app/standalone.tsx';

mountStandaloneFrame();
