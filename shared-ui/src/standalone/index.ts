/** The frame a remote's dev server shows its screens in when run alone; never part of the app. */
export {
  renderStandaloneFrame,
  type StandaloneFrameOptions,
  type StandaloneRoute,
} from './StandaloneFrame.tsx';
