/**
 * For tests: the request a `<link rel=preload as=fetch [crossorigin]>` of a Link header makes
 * (Fetch and HTML specs), which the page's own request must equal for the preload to be used.
 */
export function preloadRequestOf(linkHeader: string, url: string) {
  const hint = linkHeader.split(', ').find((value) => value.startsWith(`<${url}>`));
  if (!hint) return undefined;
  const crossorigin = /;\s*crossorigin(?:=|;|$)/.test(hint);
  return {
    url,
    mode: crossorigin ? 'cors' : 'no-cors',
    credentials: crossorigin && !hint.includes('use-credentials') ? 'same-origin' : 'include',
    cache: 'default',
  };
}
