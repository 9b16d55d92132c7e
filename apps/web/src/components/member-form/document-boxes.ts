import { registrationMessages, type DocumentSlot } from '@sevak/shared';
import { useMemo } from 'react';
import { z } from 'zod';
import type { DocumentPickerProps } from './document-picker';
import { useTranslation } from '../../i18n/i18n';

type DocumentBox = Pick<DocumentPickerProps, 'title' | 'inputLabel' | 'captureName'> & {
  facingMode: NonNullable<DocumentPickerProps['facingMode']>;
};

/**
 * The picker box of each identity document (docs/product-spec.md §2, §9: captures are named after the slot), the
 * same words on the KYC step, the Upload Aadhaar page and the account status page.
 */
export const DOCUMENT_BOXES: Readonly<Record<DocumentSlot, DocumentBox>> = {
  frontAadhar: {
    title: 'Front of Aadhaar',
    inputLabel: 'Front Aadhaar photo',
    captureName: 'frontAadhar',
    facingMode: 'environment',
  },
  backAadhar: {
    title: 'Back of Aadhaar',
    inputLabel: 'Back Aadhaar photo',
    captureName: 'backAadhar',
    facingMode: 'environment',
  },
  profilePic: {
    title: 'Profile selfie',
    inputLabel: 'Profile selfie photo',
    captureName: 'profile',
    facingMode: 'user',
  },
};

/**
 * DOCUMENT_BOXES in the member's language (namespace `registration`): the boxes of the member's own
 * screens. DOCUMENT_BOXES itself keeps the English words (the admin back office).
 */
export function useDocumentBoxes(): Readonly<Record<DocumentSlot, DocumentBox>> {
  const { t } = useTranslation('registration');
  return useMemo(
    () => ({
      frontAadhar: {
        ...DOCUMENT_BOXES.frontAadhar,
        title: t('documents.frontAadhar.title'),
        inputLabel: t('documents.frontAadhar.inputLabel'),
      },
      backAadhar: {
        ...DOCUMENT_BOXES.backAadhar,
        title: t('documents.backAadhar.title'),
        inputLabel: t('documents.backAadhar.inputLabel'),
      },
      profilePic: {
        ...DOCUMENT_BOXES.profilePic,
        title: t('documents.profilePic.title'),
        inputLabel: t('documents.profilePic.inputLabel'),
      },
    }),
    [t],
  );
}

/** The slots in the order they are shown: the Aadhaar front and back, then the selfie. */
export const AADHAAR_SLOTS = ['frontAadhar', 'backAadhar'] as const satisfies readonly DocumentSlot[];
export const KYC_SLOTS = [...AADHAAR_SLOTS, 'profilePic'] as const satisfies readonly DocumentSlot[];

export type DocumentFiles = Record<DocumentSlot, File | null>;

/** No image picked yet. */
export const NO_DOCUMENTS: DocumentFiles = { frontAadhar: null, backAadhar: null, profilePic: null };

/** A picked image, required (its box says `message` while empty). */
export const requiredImage = (message: string) => z.custom<File>((value) => value instanceof File, message);

/** An image to replace the one on file, or null to keep it. */
const replacementImage = z.instanceof(File).nullable();

/** docs/product-spec.md §5 (KYC step): all three images are needed before sending; each empty box gets its own message. */
export const documentsSchema = z.object({
  frontAadhar: requiredImage(registrationMessages.documentsRequired),
  backAadhar: requiredImage(registrationMessages.documentsRequired),
  profilePic: requiredImage(registrationMessages.selfieRequired),
});

/** The images of a member on file: any may be replaced (Edit User). */
export const replacementDocumentsSchema = z.object({
  frontAadhar: replacementImage,
  backAadhar: replacementImage,
  profilePic: replacementImage,
});

/** What a form says of missing images (docs/product-spec.md §5): the selfie is asked for first, then all the documents. */
export function missingDocumentsMessage(errors: Readonly<Record<string, unknown>>): string | null {
  if (errors.profilePic) return registrationMessages.selfieRequired;
  return errors.frontAadhar || errors.backAadhar ? registrationMessages.documentsRequired : null;
}

/**
 * The missing-images message a form showed, as it stands now: it follows the boxes
 * still empty and goes once each holds an image (a capture, a picked file). Other messages stay.
 */
export function currentImagesProblem(problem: string | null, files: Readonly<Partial<DocumentFiles>>): string | null {
  if (problem !== registrationMessages.selfieRequired && problem !== registrationMessages.documentsRequired) {
    return problem;
  }
  return missingDocumentsMessage(
    Object.fromEntries(KYC_SLOTS.filter((slot) => !files[slot]).map((slot) => [slot, true])),
  );
}
