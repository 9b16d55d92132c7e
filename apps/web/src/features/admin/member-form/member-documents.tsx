import { SimpleGrid } from '@mantine/core';
import type { DocumentSlot } from '@sevak/shared';
import { useCallback, useState } from 'react';
import { thumbnailUrl } from '../../../lib/files';
import { DocumentPicker } from '../../../components/member-form/document-picker';
import { DOCUMENT_BOXES, KYC_SLOTS, type DocumentFiles } from '../../../components/member-form/document-boxes';

export type DocumentErrors = Partial<Record<DocumentSlot, string>>;

const NO_FILES: DocumentFiles = { frontAadhar: null, backAadhar: null, profilePic: null };

/** The three images picked on an admin member form, and the errors under them. */
export function useDocumentFiles() {
  const [files, setFiles] = useState<DocumentFiles>(NO_FILES);
  const [errors, setErrors] = useState<DocumentErrors>({});
  const choose = useCallback((slot: DocumentSlot, file: File | null) => {
    setFiles((current) => ({ ...current, [slot]: file }));
    setErrors((current) => (current[slot] ? { ...current, [slot]: undefined } : current));
  }, []);
  return { files, errors, setErrors, choose };
}

type MemberDocumentsProps = {
  files: DocumentFiles;
  errors: DocumentErrors;
  onChange: (slot: DocumentSlot, file: File | null) => void;
  /** The images on file ('/api/files/<id>' or null), shown until replaced (Edit User). */
  current?: Partial<Record<DocumentSlot, string | null>>;
  disabled?: boolean;
};

/**
 * Aadhaar front and back and the profile selfie (spec §2 'Admin Create User form'), each from a
 * file or the webcam popup, in the KYC step's boxes.
 */
export function MemberDocuments({ files, errors, onChange, current, disabled }: MemberDocumentsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {KYC_SLOTS.map((slot) => {
        const url = current?.[slot];
        return (
          <DocumentPicker
            key={slot}
            {...DOCUMENT_BOXES[slot]}
            value={files[slot]}
            onChange={(file) => onChange(slot, file)}
            error={errors[slot]}
            currentUrl={url ? thumbnailUrl(url) : null}
            disabled={disabled}
          />
        );
      })}
    </SimpleGrid>
  );
}
