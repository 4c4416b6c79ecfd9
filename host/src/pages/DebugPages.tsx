export { DebugPage } from './debug/DebugPage.tsx';
export { DiscordDebugPage } from './debug/DiscordDebugPage.tsx';
