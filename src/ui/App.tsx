// The app shell: the providers, outermost first, and the routes of the game.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ThemeProvider, useTheme } from './theme/ThemeProvider';
import { DisplayProvider } from './display/DisplayProvider';
import { AudioProvider } from '../audio/AudioProvider';
import { ToastProvider } from './toast/ToastProvider';
import { GameRoute } from './game/session/GameRoute';
import { createQueryClient } from '../api/queryClient';
import { HeightReporter } from './embed/HeightReporter';
import { PageFallback } from './common/PageFallback';
import { LoadFailedBoundary } from './common/LoadFailed';

// Pages away from the game are rarely visited: they load on demand, outside the start screen's budget.
const TomePage = lazy(() => import('./pages/TomePage').then((m) => ({ default: m.TomePage })));
const EmbedPage = lazy(() => import('./pages/EmbedPage').then((m) => ({ default: m.EmbedPage })));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const ReplayPage = lazy(() => import('./replay/ReplayPage').then((m) => ({ default: m.ReplayPage })));
const WatchPage = lazy(() => import('./watch/WatchPage').then((m) => ({ default: m.WatchPage })));
// The statistics page brings its chart library (uPlot) with it: nothing of either reaches the game's bundle.
const StatsPage = lazy(() => import('./stats/StatsPage').then((m) => ({ default: m.StatsPage })));

function RootLayout() {
  // A page that failed to load is forgotten when the player goes to another.
  const { pathname } = useLocation();
  return (
    <>
      <HeightReporter />
      <LoadFailedBoundary key={pathname}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </LoadFailedBoundary>
    </>
  );
}

/** The game's routes; matching is case-insensitive (react-router's default). */
export const ROUTES: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <GameRoute /> },
      { path: '/tome', element: <TomePage /> },
      { path: '/embed', element: <EmbedPage /> },
      { path: '/replay/:id', element: <ReplayPage /> },
      { path: '/watch/:id', element: <WatchPage /> },
      { path: '/stats', element: <StatsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

// Declarative routing: the game uses no loaders or actions, so the data router (and its ~20 KB) stays out.
function Routed() {
  return useRoutes(ROUTES);
}

function ThemedShell({ children }: { children: ReactNode }) {
  const { theme } = useTheme();
  return (
    <Theme appearance={theme} accentColor="green" grayColor="sand" radius="none" panelBackground="solid">
      {children}
    </Theme>
  );
}

/** Providers: Theme > Display > QueryClient > Audio > Toast > Router (each may use the ones outside it). */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider>
      <DisplayProvider>
        <ThemedShell>
          <QueryClientProvider client={queryClient}>
            <AudioProvider>
              <ToastProvider>
                <BrowserRouter>
                  <Routed />
                </BrowserRouter>
              </ToastProvider>
            </AudioProvider>
          </QueryClientProvider>
        </ThemedShell>
      </DisplayProvider>
    </ThemeProvider>
  );
}
