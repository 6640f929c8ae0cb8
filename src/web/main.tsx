import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { prefetchPublicPages, router } from './app/router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

// After the first page is up, fetch the other public pages so moving between them is instant.
const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 2000));
whenIdle(prefetchPublicPages);
