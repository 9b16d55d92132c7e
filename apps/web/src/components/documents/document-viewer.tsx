import { ActionIcon, Box, Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import { IconZoomIn, IconZoomOut, IconZoomReset } from '../action-icons';

export type ViewerImage = {
  /** The full image ('/api/files/<id>', no size). */
  src: string;
  /** The viewer's title, e.g. 'Aadhaar front'. */
  label: string;
  alt: string;
};

type DocumentViewerProps = {
  opened: boolean;
  onClose: () => void;
  images: readonly ViewerImage[];
  index: number;
  /** With it (and more than one image), 'Previous' / 'Next' cycle through the images. */
  onIndexChange?: (index: number) => void;
  /** Its place in a Modal.Stack (it opens over the User Details modal). */
  stackId?: string;
  /** Shown under the image (e.g. the Aadhaar number form). */
  children?: ReactNode;
};

/**
 * A document at full size with zoom: buttons, mouse wheel, pinch and drag (react-zoom-pan-pinch).
 * Each image starts unzoomed.
 */
export function DocumentViewer({
  opened,
  onClose,
  images,
  index,
  onIndexChange,
  stackId,
  children,
}: DocumentViewerProps) {
  const image = images[index];
  const cycle = onIndexChange && images.length > 1 ? onIndexChange : undefined;
  const step = (by: number) => cycle?.((index + by + images.length) % images.length);

  return (
    <Modal opened={opened && Boolean(image)} onClose={onClose} title={image?.label} size="xl" stackId={stackId}>
      {image ? (
        <Stack gap="sm">
          <TransformWrapper
            key={image.src}
            minScale={1}
            maxScale={8}
            wheel={{ step: 0.2 }}
            doubleClick={{ mode: 'toggle' }}
          >
            {({ zoomIn, zoomOut, resetTransform }) => (
              <>
                <Group gap="xs" justify="center">
                  <ActionIcon variant="default" size="lg" aria-label="Zoom in" onClick={() => void zoomIn()}>
                    <IconZoomIn size={18} />
                  </ActionIcon>
                  <ActionIcon variant="default" size="lg" aria-label="Zoom out" onClick={() => void zoomOut()}>
                    <IconZoomOut size={18} />
                  </ActionIcon>
                  <ActionIcon variant="default" size="lg" aria-label="Reset zoom" onClick={() => void resetTransform()}>
                    <IconZoomReset size={18} />
                  </ActionIcon>
                </Group>
                <Box bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
                  <TransformComponent
                    wrapperStyle={{ width: '100%', height: 'min(60vh, 32rem)' }}
                    contentStyle={{
                      width: '100%',
                      height: '100%',
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                    }}
                  >
                    <img
                      src={image.src}
                      alt={image.alt}
                      style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', display: 'block' }}
                    />
                  </TransformComponent>
                </Box>
              </>
            )}
          </TransformWrapper>
          {cycle ? (
            <Group justify="space-between">
              <Button variant="default" onClick={() => step(-1)}>
                Previous
              </Button>
              <Button variant="default" onClick={() => step(1)}>
                Next
              </Button>
            </Group>
          ) : null}
          {children}
        </Stack>
      ) : null}
    </Modal>
  );
}
