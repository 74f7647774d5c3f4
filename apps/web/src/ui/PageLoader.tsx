import { Center, Loader } from '@mantine/core';

/** The spinner a page shows while the session is being checked (route guard, `/`, open pages). */
export function PageLoader({ minHeight = '50vh' }: { minHeight?: string }) {
  return (
    <Center mih={minHeight}>
      <Loader role="status" aria-label="Loading" />
    </Center>
  );
}
