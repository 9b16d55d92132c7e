/**
 * The version of the privacy notice (privacy.ts), in a module of its own: the route guards of the
 * first page read it, and a bundler places a whole module in the chunk of its first importer — the
 * notice's words would otherwise ride in every visitor's first page (docs/contract.md §10 budget).
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-26';
