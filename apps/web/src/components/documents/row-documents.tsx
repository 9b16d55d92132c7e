import { Group, Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { DocumentThumbnail, NotUploaded } from './document-thumbnail';
import { DocumentViewer, type ViewerImage } from './document-viewer';

/** One image of a record (a row of a review list): its URL, or null when it was not uploaded. */
export type RowDocument = {
  url: string | null;
  label: string;
  alt: string;
  /** What it is, without whose ('PAN front'): said when it was not uploaded. */
  what: string;
};

type Open = (images: ViewerImage[], index: number) => void;

type Viewing = { images: ViewerImage[]; index: number } | null;

/**
 * The document viewer of a review list: `open` shows a record's images, starting at one, with
 * 'Previous' / 'Next' through the others of the same record; render `viewer` once on the page.
 */
export function useDocumentViewer() {
  const [viewing, setViewing] = useState<Viewing>(null);
  const open = useCallback<Open>((images, index) => setViewing({ images, index }), []);
  const viewer = (
    <DocumentViewer
      opened={viewing !== null}
      onClose={() => setViewing(null)}
      images={viewing?.images ?? []}
      index={viewing?.index ?? 0}
      onIndexChange={(index) => setViewing((current) => current && { ...current, index })}
    />
  );
  return { open, viewer };
}

/** Opens the viewer on `documents[which]`, with the record's other uploaded images a step away. */
export function openDocument(documents: readonly RowDocument[], which: number, onOpen: Open): void {
  const uploaded = documents.filter((d) => d.url !== null);
  const images = uploaded.map(({ url, label, alt }) => ({ src: url!, label, alt }));
  onOpen(images, Math.max(0, uploaded.indexOf(documents[which]!)));
}

/** The thumbnail of `documents[which]` that opens the viewer on it, or 'Not uploaded'. */
export function DocumentCell({
  documents,
  which,
  onOpen,
}: {
  documents: readonly RowDocument[];
  which: number;
  onOpen: Open;
}) {
  const document = documents[which];
  if (!document?.url) return <NotUploaded />;
  return (
    <DocumentThumbnail
      url={document.url}
      label={document.label}
      alt={document.alt}
      onOpen={() => openDocument(documents, which, onOpen)}
    />
  );
}

/**
 * All of a row's documents in one cell, as small thumbnails (the table's stand-in for a column
 * each where the screen cannot hold them); the ones not uploaded are named.
 */
export function DocumentsCell({
  documents,
  first = 0,
  onOpen,
}: {
  documents: readonly RowDocument[];
  /** The documents before this one are shown elsewhere in the row (the profile picture); the viewer still steps through them. */
  first?: number;
  onOpen: Open;
}) {
  const shown = documents.slice(first);
  const missing = shown.filter((d) => !d.url);
  return (
    <Stack gap={4}>
      <Group gap={4} maw={176}>
        {documents.map((document, which) =>
          document.url && which >= first ? (
            <DocumentThumbnail
              key={document.label}
              url={document.url}
              label={document.label}
              alt={document.alt}
              onOpen={() => openDocument(documents, which, onOpen)}
              small
            />
          ) : null,
        )}
      </Group>
      {missing.map((document) => (
        <NotUploaded key={document.label} what={document.what} />
      ))}
    </Stack>
  );
}
