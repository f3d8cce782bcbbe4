// @rr/event-tools: the event tools of spec §2 ("Promoter event tools") as React pieces, for the promoter area and,
// next, the administrators' event pages. Bundled by each remote that imports it (not a Module Federation share):
// it brings its own CSS and strings, which the app's intl provider merges (`eventToolsEnglish`,
// `loadEventToolsMessages`).

// The pieces.
export { EventForm, type EventFormProps } from './components/event-form';
export { ClassesEditor, type ClassesEditorProps } from './components/classes-editor';
export { UploadPanel, PREVIEW_ROWS, rowMessageText, type UploadPanelProps } from './components/upload-panel';
export { ResultsEditor, type ResultsEditorProps } from './components/results-editor';
export { ExceptionsList, type ExceptionsListProps } from './components/exceptions-list';
export { ExceptionLine, type ExceptionLineProps, type LineDecisionBody } from './components/exception-line';
export { BulkBar, type BulkBarProps } from './components/bulk-bar';
export { RememberedList } from './components/remembered-list';
export { ResultDialog, type ResultDialogProps } from './components/result-dialog';
export { DeadlineBadge } from './components/deadline-badge';
export { MatchLabel } from './components/match-label';
export { EventWorkbench, type EventWorkbenchLinks, type EventWorkbenchProps } from './components/event-workbench';
export { BonusesPanel, bonusRiders } from './components/bonuses-panel';
export { SeriesBonusForm } from './components/series-bonus-form';
export { SeriesEndCard, roundsToRun, seriesEndWait, type SeriesEndCardProps } from './components/series-end-card';
export { SeriesFields, type SeriesFieldValues, type SeriesFieldsProps } from './components/series-fields';
export { RaceStyleOptions } from './components/race-style-options';
export { TimecardsPanel, sizeText } from './components/timecards-panel';

// Their data: reads, writes and calls (TanStack Query through @rr/api-client).
export { eventToolsKeys } from './api/keys';
export { RIDER_SEARCH_MIN, useEventSuggestions, useManagedEvent, usePromoterEvents, usePromoterSeries, useRiderSearch, useSerieDetail } from './api/queries';
export {
  useAddBonus,
  useAddTimecard,
  useCommitImport,
  useCreateEvent,
  useDecideLines,
  useDeleteEvent,
  useDeleteResults,
  useDuplicateEvent,
  useRemoveBonus,
  useRemoveTimecard,
  useResolveMatch,
  useSaveClasses,
  useSaveResult,
  useUndoRemembered,
  useUpdateEvent,
  useUpload,
} from './api/mutations';
export * from './api/event-calls';
export { RESULT_UPLOADS, UPLOAD_KINDS, uploadFile, type UploadKind, type UploadProgress, type UploadRequest } from './api/upload-file';

// Pure helpers.
export { deadlineStatus, resultsOwed, type DeadlineStatus } from './lib/deadline';
export { exceptionsOf, isException } from './lib/results';
export { chunks, decideInChunks, sharedRiders, type BulkDecision, type BulkOutcome, type Offered } from './lib/bulk';
export { currencyFor } from './lib/event-values';
export type { SeasonBodies, SeriesOption } from './lib/event-values';

// Strings.
export { eventToolsEnglish, loadEventToolsMessages } from './i18n';
