import { Button, Fieldset, Input, Stack } from '@mantine/core';
import { registrationMessages } from '@sevak/shared';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { translateText, useTranslation } from '../../i18n/i18n';
import { decodesAsImage, imageProblem } from '../../lib/files';
import { notifyError } from '../../lib/notify';
import classes from './document-picker.module.css';

// The webcam popup (Mantine Modal and the capture code) loads on first use.
const CameraModal = lazy(() => import('./camera-modal').then((m) => ({ default: m.CameraModal })));

export type DocumentPickerProps = {
  /** The box's heading (its group name), e.g. 'Front of Aadhaar'. */
  title: string;
  /** The file input's label, e.g. 'Front Aadhaar photo'. */
  inputLabel: string;
  /** Camera captures are saved as `${captureName}.jpg` (docs/product-spec.md §9: frontAadhar, backAadhar, profile). */
  captureName: string;
  /** Which camera a phone should open: the back one for documents, the front one for a selfie. */
  facingMode?: 'environment' | 'user';
  value: File | null;
  onChange: (file: File | null) => void;
  error?: ReactNode;
  /** The image on file, shown while no new one is picked (e.g. '/api/files/…?size=thumb'). */
  currentUrl?: string | null;
  description?: string;
  disabled?: boolean;
};

/** A preview of a picked file through an object URL, revoked when the file changes or unmounts. */
function FilePreview({ file, alt }: { file: File; alt: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={image} alt={alt} />;
}

/**
 * One identity image (docs/product-spec.md §2 KYC step): a file input (images only) and a "Use camera" button
 * opening a webcam popup with Capture and Close; a preview of what was picked. Without a camera
 * API the person is told so and, on phones, the camera input opens instead.
 */
export function DocumentPicker({
  title,
  inputLabel,
  captureName,
  facingMode = 'environment',
  value,
  onChange,
  error,
  currentUrl,
  description,
  disabled,
}: DocumentPickerProps) {
  const { t } = useTranslation('registration');
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const cameraButton = useRef<HTMLButtonElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [cameraOpened, setCameraOpened] = useState(false);
  const [cameraUsed, setCameraUsed] = useState(false);

  // Our own problems and the form's are texts of @sevak/shared: shown in the member's language.
  const shownError = problem ? translateText(problem) : typeof error === 'string' ? translateText(error) : error;
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;

  // The latest file chosen: a slow decode of an earlier one must not replace it.
  const chosen = useRef<File | null>(null);

  const accept = (file: File | null, input: HTMLInputElement) => {
    if (!file) return;
    chosen.current = file;
    const reason = imageProblem(file);
    setProblem(reason);
    if (reason) return;
    // Decoded before it is accepted: a file that is not a picture is refused at once (docs/product-spec.md §8 words).
    void decodesAsImage(file).then((decodes) => {
      if (chosen.current !== file) return;
      if (decodes) {
        onChange(file);
        return;
      }
      setProblem(registrationMessages.invalidFileTypeShown);
      input.value = '';
    });
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    accept(event.currentTarget.files?.[0] ?? null, event.currentTarget);
  };

  const openCamera = () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      // docs/product-spec.md §8 wording, when the browser has no camera API (e.g. not HTTPS).
      notifyError(t('picker.cameraUnsupported'));
      // Phones can still take a photo through the camera input.
      cameraInput.current?.click();
      return;
    }
    setCameraUsed(true);
    setCameraOpened(true);
  };

  // Back to "Use camera" once the popup is gone, captured or closed: Mantine returns focus only
  // when the modal was there before it opened, and this one is loaded and mounted on first use.
  const closeCamera = () => {
    setCameraOpened(false);
    cameraButton.current?.focus();
  };

  const captured = (file: File) => {
    chosen.current = file;
    closeCamera();
    setProblem(null);
    // The file input no longer holds what is shown.
    if (fileInput.current) fileInput.current.value = '';
    onChange(file);
  };

  return (
    <Fieldset legend={title} variant="filled" disabled={disabled} p="sm">
      <Stack gap="xs">
        <div className={classes.preview}>
          {value ? (
            <FilePreview file={value} alt={t('picker.chosenAlt', { title })} />
          ) : currentUrl ? (
            <img src={currentUrl} alt={t('picker.onFileAlt', { title })} />
          ) : (
            <span>{t('picker.noPhoto')}</span>
          )}
        </div>
        <div>
          <Input.Label htmlFor={id}>{inputLabel}</Input.Label>
          {description ? (
            <Input.Description id={descriptionId} mb={4}>
              {description}
            </Input.Description>
          ) : null}
          <input
            ref={fileInput}
            id={id}
            className={classes.fileInput}
            type="file"
            accept="image/*"
            onChange={pick}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={
              [description ? descriptionId : '', shownError ? errorId : ''].filter(Boolean).join(' ') || undefined
            }
          />
          {shownError ? (
            <Input.Error id={errorId} mt={4}>
              {shownError}
            </Input.Error>
          ) : null}
        </div>
        <Button
          ref={cameraButton}
          variant="light"
          onClick={openCamera}
          aria-label={t('picker.useCameraFor', { title })}
        >
          {t('picker.useCamera')}
        </Button>
        <input
          ref={cameraInput}
          type="file"
          accept="image/*"
          capture={facingMode}
          hidden
          tabIndex={-1}
          aria-hidden="true"
          onChange={pick}
        />
      </Stack>
      {cameraUsed ? (
        <Suspense fallback={null}>
          <CameraModal
            opened={cameraOpened}
            title={title}
            captureName={captureName}
            facingMode={facingMode}
            onCapture={captured}
            onClose={closeCamera}
          />
        </Suspense>
      ) : null}
    </Fieldset>
  );
}
