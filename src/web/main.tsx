import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { restoreSavedTheme } from './lib/theme';
import './styles.css';

restoreSavedTheme();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// A transition lets React render the first page in short slices instead of one long task, so a
// slow phone stays responsive while the page builds (Lighthouse counts long tasks as blocking).
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
