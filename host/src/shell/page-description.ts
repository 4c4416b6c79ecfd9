/** Sets the page's `<meta name="description">`, adding the tag if the page has none. */
export function setPageDescription(description: string, doc: Document = document): void {
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'description';
    doc.head.append(meta);
  }
  meta.content = description;
}
