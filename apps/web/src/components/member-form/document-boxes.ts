import { registrationMessages, type DocumentSlot } from '@sevak/shared';
import type { DocumentPickerProps } from './document-picker';

type DocumentBox = Pick<DocumentPickerProps, 'title' | 'inputLabel' | 'captureName'> & {
  facingMode: NonNullable<DocumentPickerProps['facingMode']>;
};

/**
 * The picker box of each identity document (spec §2, §9: captures are named after the slot), the
 * same words on the KYC step, the Upload Aadhaar page and the account status page.
 */
export const DOCUMENT_BOXES: Readonly<Record<DocumentSlot, DocumentBox>> = {
  frontAadhar: { title: 'Front of Aadhaar', inputLabel: 'Front Aadhaar photo', captureName: 'frontAadhar', facingMode: 'environment' },
  backAadhar: { title: 'Back of Aadhaar', inputLabel: 'Back Aadhaar photo', captureName: 'backAadhar', facingMode: 'environment' },
  profilePic: { title: 'Profile selfie', inputLabel: 'Profile selfie photo', captureName: 'profile', facingMode: 'user' },
};

/** The slots in the order they are shown: the Aadhaar front and back, then the selfie. */
export const AADHAAR_SLOTS = ['frontAadhar', 'backAadhar'] as const satisfies readonly DocumentSlot[];
export const KYC_SLOTS = [...AADHAAR_SLOTS, 'profilePic'] as const satisfies readonly DocumentSlot[];

export type DocumentFiles = Record<DocumentSlot, File | null>;

export type DocumentCheck =
  | { ok: true; files: Record<DocumentSlot, File> }
  | { ok: false; message: string; errors: Partial<Record<DocumentSlot, string>> };

/**
 * Spec §5 (KYC step): all three images are needed before sending. The selfie is asked for first,
 * then all the documents; each empty box gets its own message.
 */
export function checkDocuments(files: DocumentFiles): DocumentCheck {
  const { frontAadhar, backAadhar, profilePic } = files;
  if (profilePic && frontAadhar && backAadhar) return { ok: true, files: { frontAadhar, backAadhar, profilePic } };
  const errors: Partial<Record<DocumentSlot, string>> = {};
  if (!profilePic) errors.profilePic = registrationMessages.selfieRequired;
  if (!frontAadhar) errors.frontAadhar = registrationMessages.documentsRequired;
  if (!backAadhar) errors.backAadhar = registrationMessages.documentsRequired;
  const message = profilePic ? registrationMessages.documentsRequired : registrationMessages.selfieRequired;
  return { ok: false, message, errors };
}
