import { Text, UnstyledButton } from '@mantine/core';
import { thumbnailUrl } from '../../lib/files';

/** A document's thumbnail (the server's 320 px version) as a button that opens the viewer; `small` for a row's documents in one cell. */
export function DocumentThumbnail({
  url,
  label,
  alt,
  onOpen,
  small = false,
}: {
  url: string;
  label: string;
  alt: string;
  onOpen: () => void;
  small?: boolean;
}) {
  return (
    <UnstyledButton
      aria-label={label}
      onClick={onOpen}
      style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden', lineHeight: 0 }}
    >
      <img
        src={thumbnailUrl(url)}
        alt={alt}
        width={small ? 56 : 112}
        height={small ? 36 : 72}
        loading="lazy"
        style={{ objectFit: 'cover', display: 'block', background: 'var(--mantine-color-gray-1)' }}
      />
    </UnstyledButton>
  );
}

export function NotUploaded({ what }: { what?: string }) {
  return (
    <Text span size="sm" c="dimmed">
      {what ? `${what}: ` : ''}Not uploaded
    </Text>
  );
}
