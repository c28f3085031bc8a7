// While a title bar or the pane handle is dragged, nothing on the page may be text-selected: the
// pointer crosses the log and the panels, and a selection would follow it.

const DRAGGING_CLASS = 'is-dragging';

/** Call on the pointerdown that starts a drag: clears any selection and stops new ones. */
export function startDragSelection(e: { preventDefault: () => void }): void {
  e.preventDefault();
  window.getSelection()?.removeAllRanges();
  document.documentElement.classList.add(DRAGGING_CLASS);
}

/** Call when the drag ends (pointerup or pointercancel). */
export function endDragSelection(): void {
  document.documentElement.classList.remove(DRAGGING_CLASS);
}
