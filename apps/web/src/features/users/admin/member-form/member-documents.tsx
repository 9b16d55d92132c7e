import { SimpleGrid } from '@mantine/core';
import type { DocumentSlot } from '@sevak/shared';
import type { AppForm } from '../../../../lib/form';
import { thumbnailUrl } from '../../../../lib/files';
import { DocumentPicker } from '../../../../components/member-form/document-picker';
import { DOCUMENT_BOXES, KYC_SLOTS, type DocumentFiles } from '../../../../components/member-form/document-boxes';

type MemberDocumentsProps = {
  /** A form holding the three images (null: none picked). */
  form: AppForm<DocumentFiles, unknown>;
  /** The images on file ('/api/files/<id>' or null), shown until replaced (Edit User). */
  current?: Partial<Record<DocumentSlot, string | null>>;
  disabled?: boolean;
};

/**
 * Aadhaar front and back and the profile selfie (docs/product-spec.md §2 'Admin Create User form'), each from a
 * file or the webcam popup, in the KYC step's boxes.
 */
export function MemberDocuments({ form, current, disabled }: MemberDocumentsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {KYC_SLOTS.map((slot) => {
        const url = current?.[slot];
        return (
          <DocumentPicker
            key={slot}
            {...DOCUMENT_BOXES[slot]}
            value={form.values[slot]}
            onChange={(file) => form.setFieldValue(slot, file)}
            error={form.errors[slot]}
            currentUrl={url ? thumbnailUrl(url) : null}
            disabled={disabled}
          />
        );
      })}
    </SimpleGrid>
  );
}
