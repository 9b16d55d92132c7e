import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** Shown while a lazily loaded page (or any page-sized wait) is on its way. */
export function SpinnerScreen({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center mih="40vh" role="status">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
