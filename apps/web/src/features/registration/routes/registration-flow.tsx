import type { DocumentSlot } from '@sevak/shared';
import { useMemo, useState } from 'react';
import { Outlet, useOutletContext } from 'react-router';
import { NO_DOCUMENTS, type DocumentFiles } from '../../../components/member-form/document-boxes';

/** The photos chosen on the documents step, kept while the person moves between the two steps. */
export type RegistrationPhotos = {
  photos: DocumentFiles;
  setPhoto: (slot: DocumentSlot, file: File | null) => void;
};

/**
 * The parent of /register and /RegisterAadhar (issue 17 #7): it stays mounted while the person
 * goes back to the details and forward again (Back, a refusal of a detail at Sign Up, the
 * browser's back button), so the Aadhaar photos and the selfie stay chosen. They live only here,
 * in memory: leaving registration (or reloading) drops them, and nothing of them is stored.
 */
export function RegistrationFlow() {
  const [photos, setPhotos] = useState<DocumentFiles>(NO_DOCUMENTS);
  const context = useMemo<RegistrationPhotos>(
    () => ({ photos, setPhoto: (slot, file) => setPhotos((current) => ({ ...current, [slot]: file })) }),
    [photos],
  );
  return <Outlet context={context} />;
}

export function useRegistrationPhotos(): RegistrationPhotos {
  return useOutletContext<RegistrationPhotos>();
}
