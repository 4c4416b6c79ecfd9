/**
 * Saves text as a file through a temporary link. CSV gets a byte-order mark so spreadsheet
 * programs read the Czech and other non-ASCII names as UTF-8.
 */
export function downloadTextFile(fileName: string, text: string, mimeType: string): void {
  const blob = new Blob(['\uFEFF', text], { type: `${mimeType};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the blob once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
