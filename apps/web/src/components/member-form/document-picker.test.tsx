// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentPicker } from './document-picker';

/** A webcam that opens: a stream whose tracks stop, and a video that plays and has a size. */
function fakeCamera() {
  // happy-dom's own stream (a video takes no other), with no tracks to stop.
  const stream = Object.assign(new MediaStream(), { getTracks: () => [] });
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(async () => stream) },
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  // happy-dom's video has no size.
  Object.defineProperty(HTMLVideoElement.prototype, 'videoWidth', { configurable: true, get: () => 640 });
  Object.defineProperty(HTMLVideoElement.prototype, 'videoHeight', { configurable: true, get: () => 480 });
  // happy-dom draws nothing: the canvas hands back a small JPEG.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: () => undefined,
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
    done(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' })),
  );
}

function renderPicker() {
  const onChange = vi.fn();
  render(
    <MantineProvider env="test">
      <DocumentPicker
        title="Profile selfie"
        inputLabel="Profile photo"
        captureName="profile"
        facingMode="user"
        value={null}
        onChange={onChange}
      />
    </MantineProvider>,
  );
  return { onChange, user: userEvent.setup() };
}

describe('DocumentPicker camera', () => {
  beforeEach(fakeCamera);
  afterEach(() => {
    delete (navigator as { mediaDevices?: unknown }).mediaDevices;
    delete (HTMLVideoElement.prototype as { videoWidth?: number }).videoWidth;
    delete (HTMLVideoElement.prototype as { videoHeight?: number }).videoHeight;
  });

  it('gives the focus back to "Use camera" when the camera popup closes', async () => {
    const { user } = renderPicker();
    const open = screen.getByRole('button', { name: 'Use camera for Profile selfie' });
    await user.click(open);
    const camera = await screen.findByRole('dialog', { name: 'Camera: Profile selfie' });
    await user.click(within(camera).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);
  });

  it('gives the focus back to "Use camera" after a capture', async () => {
    const { user, onChange } = renderPicker();
    const open = screen.getByRole('button', { name: 'Use camera for Profile selfie' });
    await user.click(open);
    const camera = await screen.findByRole('dialog', { name: 'Camera: Profile selfie' });
    fireEvent.loadedMetadata(within(camera).getByLabelText('Camera preview'));
    await user.click(within(camera).getByRole('button', { name: 'Capture' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledOnce());
    expect((onChange.mock.calls[0]![0] as File).name).toBe('profile.jpg');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);
  });
});
