import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installErrorReporting } from './lib/error-reporting';

installErrorReporting(window);

// The first render as a transition: React renders it in slices and gives the main thread back between
// them, so a phone's input is not blocked for the whole first render (bench:web's blocking time).
startTransition(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
