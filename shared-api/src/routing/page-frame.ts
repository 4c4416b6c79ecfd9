/**
 * Where the shell keeps the trader's light/dark choice (zustand's persisted shape,
 * `{"state":{"mode":"light"},"version":0}`): the host's theme store writes it, and the page's
 * inline script reads it before any module has loaded, so the frame the HTML draws is in the
 * trader's theme.
 */
export const THEME_STORAGE_KEY = 'flowscope.theme';
