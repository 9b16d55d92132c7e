import type { DocumentSlot } from '@sevak/shared';
import { NO_DOCUMENTS, type DocumentFiles } from '../../components/member-form/document-boxes';

/**
 * The photos chosen on the documents step, kept outside the step so that going back
 * to the details and forward again (Back, the browser's back, a detail refused at Sign Up) finds
 * them still chosen. Like the draft of the details, they belong to this tab's registration: in
 * memory only (nothing of them is stored), dropped once registration succeeds or the page reloads.
 * Not a parent route holding them in state: one more route import costs the first page bytes it
 * does not have (docs/contract.md §10, docs/decisions/018).
 */
let kept: DocumentFiles = NO_DOCUMENTS;

export function keptPhotos(): DocumentFiles {
  return kept;
}

export function keepPhoto(slot: DocumentSlot, file: File | null): void {
  kept = { ...kept, [slot]: file };
}

export function forgetPhotos(): void {
  kept = NO_DOCUMENTS;
}
