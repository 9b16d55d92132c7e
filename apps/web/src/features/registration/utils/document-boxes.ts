import type { DocumentSlot } from '@sevak/shared';
import type { DocumentPickerProps } from '../components/document-picker';

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
