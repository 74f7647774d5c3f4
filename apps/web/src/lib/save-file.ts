/** Hands a downloaded file to the browser's save dialog / downloads folder. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the object URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
