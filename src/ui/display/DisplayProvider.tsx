// Holds the display settings and applies them to the page: the palette as <html data-palette>, log
// marks as <html data-log-marks>, reduced motion as a class on <html> (display.css does the rest).
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTheme } from '../theme/ThemeProvider';
import {
  DEFAULT_DISPLAY_SETTINGS,
  loadDisplaySettings,
  saveDisplaySettings,
  type DisplaySettings,
} from './displaySettings';
import { paletteStylesheet, UI_PALETTES } from './uiPalettes';
import './display.css';

interface DisplayContextValue {
  settings: DisplaySettings;
  /** Change some settings; applied and remembered at once. */
  update: (patch: Partial<DisplaySettings>) => void;
  /** Whether the system asks for reduced motion (what "Follow system" follows). */
  systemReducesMotion: boolean;
}

// Outside the provider (unit tests of a single view) the defaults hold and nothing changes them.
const DisplayContext = createContext<DisplayContextValue>({
  settings: DEFAULT_DISPLAY_SETTINGS,
  update: () => undefined,
  systemReducesMotion: false,
});

const REDUCE_QUERY = '(prefers-reduced-motion: reduce)';

const reduceQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCE_QUERY) : null;

function useSystemReducesMotion(): boolean {
  const [reduces, setReduces] = useState(() => reduceQuery()?.matches ?? false);
  useEffect(() => {
    const query = reduceQuery();
    if (!query) return;
    const onChange = () => setReduces(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduces;
}

// The palettes' rules go in once, as one style element (the CSP allows inline styles).
function usePaletteStylesheet(): void {
  useEffect(() => {
    const style = document.createElement('style');
    style.dataset.display = 'palettes';
    style.textContent = paletteStylesheet();
    document.head.appendChild(style);
    return () => style.remove();
  }, []);
}

/** Provides the display settings and mirrors them onto <html>. */
export function DisplayProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<DisplaySettings>(() => loadDisplaySettings());
  const { theme } = useTheme();
  const systemReducesMotion = useSystemReducesMotion();
  usePaletteStylesheet();

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.palette = settings.palette;
    root.toggleAttribute('data-log-marks', UI_PALETTES[settings.palette][theme].marks);
    root.classList.toggle('motion-reduce', settings.motion === 'reduce');
    root.classList.toggle('motion-full', settings.motion === 'full');
  }, [settings, theme]);

  const update = useCallback((patch: Partial<DisplaySettings>) => {
    setSettings((current) => {
      const next = { ...current, ...patch };
      saveDisplaySettings(next);
      return next;
    });
  }, []);

  const value = useMemo(() => ({ settings, update, systemReducesMotion }), [settings, update, systemReducesMotion]);
  return <DisplayContext.Provider value={value}>{children}</DisplayContext.Provider>;
}

/** The display settings and their setter. */
export function useDisplay(): DisplayContextValue {
  return useContext(DisplayContext);
}
