// Downloading a text file from the browser: the save dialog's .txt and a run's chronicle.

/** Today as YYYY-MM-DD in the player's own calendar (the date in downloaded file names). */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Hands `text` to the browser as a download called `fileName` (a plain-text UTF-8 file). */
export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has started by then; the object URL only costs memory after it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
