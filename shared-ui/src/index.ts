export * from './theme/tokens.ts';
export * from './theme/ThemeProvider.tsx';
export * from './components/ScreenPlaceholder.tsx';
export * from './components/RemoteBuildTag.tsx';
export * from './components/StandaloneFrame.tsx';
