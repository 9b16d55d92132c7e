import { z } from 'zod';

/**
 * "My data" (DPDP Act 2023 §11, the right to access): a ZIP of everything Sevak holds
 * about the member, built by the job queue, downloadable for 24 hours.
 */
export const DATA_EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** How long a ready ZIP can be downloaded before it is deleted. */
export const DATA_EXPORT_VALID_HOURS = 24;
/** Requests a member may make in any 24 hours (each builds a ZIP with their images). */
export const DATA_EXPORT_DAILY_LIMIT = 3;

export const dataExportMessages = {
  requested: 'We are collecting your data. We will notify you when the file is ready.',
  inProgress: 'Your data is already being collected. Please wait until the file is ready.',
  dailyLimit: 'You can ask for your data 3 times in 24 hours. Please try again later.',
  expired: 'This download has expired. Please ask for your data again.',
  notReady: 'Your file is not ready yet.',
  readyNotice: {
    title: 'Your data is ready',
    body: 'The file with your data is ready to download for 24 hours, from My data on your profile.',
  },
} as const;

/** One export as the member sees it. */
export const dataExportSchema = z.object({
  _id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** 0–100. */
  progress: z.number().int(),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  /** Until when the download works (ready + 24 h); past it, the file is gone. */
  expiresAt: z.string().nullable(),
  /** Ready and not yet expired. */
  downloadable: z.boolean(),
  /** The ZIP's size in bytes, once ready. */
  sizeBytes: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** GET /me/data-export: the latest export, or null when none was asked for. */
export const dataExportResponseSchema = z.object({ export: dataExportSchema.nullable() });
export type DataExportResponse = z.infer<typeof dataExportResponseSchema>;

/** POST /me/data-export: 202 with the new export. */
export const dataExportStartedSchema = z.object({ message: z.string(), export: dataExportSchema });
