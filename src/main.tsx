// Client entry: mounts the app shell on #root.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/App';
import './ui/theme/styles';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// index.html already shows a static start card, so the first render can yield to input between
// slices (a transition) instead of blocking the main thread in one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
