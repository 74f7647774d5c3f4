import '../ui/styles';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SessionProvider } from '../features/auth/SessionProvider';
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
          <ModalsProvider>
            <ToastOutlet />
            <RouterProvider router={router} />
          </ModalsProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
