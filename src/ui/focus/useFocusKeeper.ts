import { useCallback } from 'react';
import { focusablesIn, focusIsLost } from './focusables';

/**
 * A ref for a panel whose controls vanish when used (Unequip, Use, Sell, Drop): when the focused control
 * is removed or disabled, focus moves to the control now at its place (the next item's), else the last
 * one, else the panel itself, instead of falling to the page body where a keyboard user starts over.
 */
export function useFocusKeeper<T extends HTMLElement>(): (home: T | null) => (() => void) | void {
  return useCallback((home: T | null) => {
    if (!home) return;
    if (!home.hasAttribute('tabindex')) home.tabIndex = -1;
    let last: { el: HTMLElement; index: number } | null = null;
    const onFocusIn = (event: FocusEvent) => {
      const el = event.target as HTMLElement;
      if (el !== home) last = { el, index: focusablesIn(home).indexOf(el) };
    };
    const rescue = () => {
      if (!last) return;
      const gone = !last.el.isConnected || (last.el as HTMLButtonElement).disabled;
      if (!gone || !(focusIsLost() || document.activeElement === last.el)) return;
      const list = focusablesIn(home);
      const next = list[Math.min(Math.max(last.index, 0), list.length - 1)] ?? home;
      last = null;
      next.focus();
    };
    const observer = new MutationObserver(rescue);
    observer.observe(home, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    home.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      home.removeEventListener('focusin', onFocusIn);
    };
  }, []);
}
