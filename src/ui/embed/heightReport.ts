// The height message a framed game posts to its parent, so an embedding page can size its iframe.

/** Message type the parent page listens for. */
export const HEIGHT_MESSAGE_TYPE = 'dungeon-crawler-height';
/** A change smaller than this (in CSS pixels) is not worth a message. */
export const HEIGHT_THRESHOLD_PX = 10;
/** How often the height is checked even without a resize or page change. */
export const HEIGHT_CHECK_INTERVAL_MS = 1000;

/** The message posted to the parent window. */
export interface HeightMessage {
  type: typeof HEIGHT_MESSAGE_TYPE;
  height: number;
}

/** True when the new height differs from the last reported one by more than the threshold. */
export function shouldReportHeight(lastReported: number | null, height: number): boolean {
  return lastReported === null || Math.abs(height - lastReported) > HEIGHT_THRESHOLD_PX;
}

/** True when this page runs inside a frame (cross-origin parents make the comparison throw). */
export function isFramed(win: Window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}
