import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MAX_IMAGE_BYTES, registrationMessages } from '@sevak/shared';
import { useEffect, useRef, useState } from 'react';
import { translateText, useTranslation } from '../../i18n/i18n';
import { notifyError } from '../../lib/notify';
import classes from './document-picker.module.css';

type CameraModalProps = {
  opened: boolean;
  /** What is being photographed, e.g. 'Front of Aadhaar'. */
  title: string;
  captureName: string;
  facingMode: 'environment' | 'user';
  onCapture: (file: File) => void;
  onClose: () => void;
};

const JPEG_QUALITY = 0.92;

function stopStream(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/** The live picture; mounted only while the popup is open, so the camera is off otherwise. */
function CameraView({ captureName, facingMode, onCapture, onClose }: Omit<CameraModalProps, 'opened' | 'title'>) {
  const { t } = useTranslation('registration');
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  // The camera would not open ('camera'), or the capture is too large (a text of @sevak/shared).
  const [failure, setFailure] = useState<'camera' | 'tooLarge' | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    navigator.mediaDevices.getUserMedia({ video: { facingMode }, audio: false }).then(
      (opened) => {
        if (cancelled) {
          stopStream(opened);
          return;
        }
        stream = opened;
        if (video.current) {
          video.current.srcObject = opened;
          void video.current.play().catch(() => undefined);
        }
      },
      () => {
        if (!cancelled) setFailure('camera');
      },
    );
    return () => {
      cancelled = true;
      if (stream) stopStream(stream);
    };
  }, [facingMode]);

  const capture = () => {
    const element = video.current;
    if (!element || element.videoWidth === 0) return;
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    canvas.getContext('2d')?.drawImage(element, 0, 0, canvas.width, canvas.height);
    setBusy(true);
    canvas.toBlob(
      (blob) => {
        setBusy(false);
        if (!blob) {
          setFailure('camera');
          return;
        }
        if (blob.size > MAX_IMAGE_BYTES) {
          notifyError(registrationMessages.captureTooLarge);
          setFailure('tooLarge');
          return;
        }
        onCapture(new File([blob], `${captureName}.jpg`, { type: 'image/jpeg' }));
      },
      'image/jpeg',
      JPEG_QUALITY,
    );
  };

  return (
    <Stack gap="sm">
      {failure ? (
        <Alert color="red" variant="light">
          {failure === 'camera' ? t('camera.failed') : translateText(registrationMessages.captureTooLarge)}
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          {t('camera.hint')}
        </Text>
      )}
      <video
        ref={video}
        className={classes.video}
        autoPlay
        playsInline
        muted
        aria-label={t('camera.preview')}
        onLoadedMetadata={() => setReady(true)}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('camera.close')}
        </Button>
        <Button onClick={capture} disabled={!ready} loading={busy}>
          {t('camera.capture')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The webcam popup of the KYC step (docs/product-spec.md §2): live picture, Capture and Close. */
export function CameraModal({ opened, title, onClose, ...rest }: CameraModalProps) {
  const { t } = useTranslation('registration');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('camera.title', { title })}
      withCloseButton={false}
      size="lg"
      centered
    >
      {opened ? <CameraView onClose={onClose} {...rest} /> : null}
    </Modal>
  );
}
