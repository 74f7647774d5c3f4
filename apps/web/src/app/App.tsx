import '../ui/styles';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SessionProvider } from '../features/auth/SessionProvider';
import { ModalOutlet } from '../lib/modals';
import { queryClient } from '../lib/query-client';
import { ToastOutlet } from '../lib/toasts';
import { theme } from '../ui/theme';
import { routes } from './routes';

let router: ReturnType<typeof createBrowserRouter> | undefined;
/**
 * Made at the first render, not as this module loads: the entry's evaluation is one task, on a phone
 * a long one (bench:web's blocking time), and the router's set-up (every route matched and ranked) is
 * a good part of it.
 */
const appRouter = () => {
  router ??= createBrowserRouter(routes);
  return router;
};

export function App() {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <ToastOutlet />
          <ModalOutlet />
          <RouterProvider router={appRouter()} />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
