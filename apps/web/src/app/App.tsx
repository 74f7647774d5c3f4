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

const router = createBrowserRouter(routes);

export function App() {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <ToastOutlet />
          <ModalOutlet />
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
