import { z } from 'zod';
import { apiTokenInputSchema, apiTokenListSchema, apiTokenSecretAnswerSchema, apiTokenVerifiedSchema, apiTokenVerifyRequestSchema } from '../api-tokens';
import {
  adminProfileSchema,
  changePasswordSchema,
  codeSchema,
  localeChoiceSchema,
  loginSchema,
  mailRequestSchema,
  mergeSchema,
  passwordResetSchema,
  pinSchema,
  recoveryCodeSchema,
  registrationSchema,
} from '../accounts';
import { contactSchema } from '../contact';
import {
  dealerActiveSchema,
  dealerAdminRecordSchema,
  dealerAnswerSchema,
  dealerInviteAnswerSchema,
  dealerListQuerySchema,
  dealerListSchema,
  dealerLoginAnswerSchema,
  dealerLoginListQuerySchema,
  dealerLoginListSchema,
  dealerOwnRecordSchema,
  dealersLeanAnswerSchema,
  dealersLeanQuerySchema,
  favouriteDealersAnswerSchema,
} from '../dealers';
import { DOCUMENT_KINDS, documentUploadAnswerSchema, photoUploadAnswerSchema, riderDocumentsAnswerSchema, riderTimecardAnswerSchema, riderTimecardsAnswerSchema, uploadIdFileFieldsSchema } from '../documents';
import { favouriteInputSchema } from '../favourites';
import { ACTIVATION_TYPES, activationSchema, auditEntrySchema, auditLogQuerySchema, claimProfileRequestSchema, emailCodeRequestSchema, invoicePartyAnswerSchema, oidcSignInSchema, passwordResetRequestSchema, payoutFactsAnswerSchema, payoutFactsRequestSchema, registerOptionsSchema, reportingRidersQuerySchema, statementFactsAnswerSchema, statementFactsRequestSchema, riderFlagsSchema, riderLookupBodySchema, riderSearchQuerySchema, riderSuggestBodySchema, unlockLinkRequestSchema, unlockTokenSchema, withholdingSchema } from '../internal';
import { mailPreferencesAnswerSchema, mailPreferencesInputSchema } from '../mail-preferences';
import {
  adminPromoterSchema,
  applicationUpdateSchema,
  promoterApplicationSchema,
  promoterIdsSchema,
  promoterListQuerySchema,
  promoterRecordSchema,
  promoterRejectManySchema,
  promoterRejectSchema,
} from '../promoters';
import { bikeInputSchema, riderProfileInputSchema } from '../rider-profile';
import { adminRiderCreateSchema } from '../admin-riders';
import { riderExportQuerySchema, riderListQuerySchema, riderListSchema } from '../riders';
import { pinCheckAnswerSchema, pinCheckRequestSchema, tillSearchAnswerSchema, tillSearchQuerySchema } from '../till';
import { vinCheckQuerySchema, vinPatternIdsSchema, vinPatternListQuerySchema, vinReportQuerySchema } from '../vin-patterns';
import {
  acceptedAnswerSchema,
  allPromotersAnswerSchema,
  auditLogAnswerSchema,
  auditRecordedAnswerSchema,
  bikeAnswerSchema,
  claimProfileAnswerSchema,
  createdIdAnswerSchema,
  deletedCountAnswerSchema,
  directoryRidersAnswerSchema,
  promoterApplicationAnswerSchema,
  promoterDetailAnswerSchema,
  promoterListAnswerSchema,
  promoterSummaryAnswerSchema,
  reportingRidersAnswerSchema,
  riderAnswerSchema,
  riderLookupAnswerSchema,
  riderRecordAnswerSchema,
  riderSuggestAnswerSchema,
  unlockedAnswerSchema,
  updatedCountAnswerSchema,
  userAnswerSchema,
  userSessionsAnswerSchema,
  verifyBikesAnswerSchema,
  vinCheckAnswerSchema,
  vinImportAnswerSchema,
  vinMakesAnswerSchema,
  vinPatternDeletedAnswerSchema,
  vinPatternListAnswerSchema,
  vinReportAnswerSchema,
} from './identity-answers';
import { defineOperations } from './operation';
import { favouriteAnswerSchema } from './answers';
import { ridersLeanAnswerSchema, ridersLeanQuerySchema } from '../server-bodies';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PICTURES_AND_PDF = ['application/pdf', 'image/png', 'image/jpeg'] as const;
const FILE_ERRORS = ['UPLOAD_MISSING', 'UPLOAD_TOO_LARGE', 'FILE_EMPTY', 'FILE_NOT_IMAGE', 'FILE_IMAGE_TYPE', 'FILE_TYPE_MISMATCH', 'FILE_IMAGE_BROKEN'] as const;
const activationParams = z.object({ type: z.enum(ACTIVATION_TYPES), id: z.string() });
const documentParams = z.object({ role: z.enum(['rider', 'admin']), riderId: z.string(), kind: z.enum(DOCUMENT_KINDS) });

/** The identity service's routes as integrators and operators see them; see operation.ts. */
export const IDENTITY_OPERATIONS = defineOperations([
  // ── Accounts (accounts-router.ts) ──
  { id: 'setRiderPin', method: 'put', path: '/api/rider/rider/{riderId}/pin', summary: "Set or change the rider's till PIN", description: 'The rider\'s own PIN only; `currentPin` is required once a PIN is set.', body: pinSchema, answer: userAnswerSchema, errors: ['CURRENT_PIN_WRONG', 'NOT_FOUND'] },
  { id: 'setActivation', method: 'put', path: '/api/admin/{type}/{id}/activation', params: activationParams, summary: 'Deactivate or reactivate a rider, dealer login or promoter', body: activationSchema, answer: userAnswerSchema, errors: ['NOT_FOUND'] },
  { id: 'setRiderWithholding', method: 'put', path: '/api/admin/rider/{riderId}/withholding', summary: "Set whether part of a rider's cash prizes is withheld for tax", body: withholdingSchema, answer: riderAnswerSchema, errors: ['NOT_FOUND'] },
  { id: 'setRiderFlags', method: 'put', path: '/api/admin/rider/{riderId}/flags', summary: 'Set the rider flags the payout rules read', body: riderFlagsSchema, answer: riderAnswerSchema, errors: ['NOT_FOUND'] },
  { id: 'mergeRiders', method: 'post', path: '/api/admin/riders-merge', summary: 'Merge two rider accounts into one (irreversible)', body: mergeSchema, answer: z.object({ rider: userAnswerSchema.shape.user }), errors: ['MERGE_CONFIRMATION', 'MERGE_SAME_RIDER', 'NOT_FOUND'] },
  { id: 'updateAdminProfile', method: 'put', path: '/api/admin/admin/{adminId}', summary: "Change the administrator's own profile", body: adminProfileSchema, answer: z.object({ admin: userAnswerSchema.shape.user }), errors: ['EMAIL_TAKEN', 'NOT_FOUND'] },
  { id: 'listAuditLog', method: 'get', path: '/api/admin/audit-log', summary: 'The audit log, newest first', query: auditLogQuerySchema, answer: auditLogAnswerSchema },

  // ── Dealer records and logins (dealer-records-router.ts, dealers-router.ts, favourite-dealers-router.ts) ──
  { id: 'listDealers', method: 'get', path: '/api/admin/dealers', summary: 'Dealers, searched and paged', query: dealerListQuerySchema, answer: dealerListSchema },
  { id: 'createDealer', method: 'post', path: '/api/admin/dealers', summary: 'Create a dealer and invite its login by mail', body: dealerAdminRecordSchema, status: 201, answer: dealerAnswerSchema, errors: ['DEALER_NUMBER_TAKEN', 'EMAIL_TAKEN', 'UNKNOWN_ZIPCODE'] },
  { id: 'setDealerActive', method: 'put', path: '/api/admin/dealer/{id}/active', summary: 'Set whether a dealer takes part in the programme', body: dealerActiveSchema, answer: dealerAnswerSchema, errors: ['NOT_FOUND'] },
  { id: 'getDealer', method: 'get', path: '/api/{role}/dealer/{id}', summary: "A dealer's record (a dealer reads only its own)", answer: dealerAnswerSchema, errors: ['NOT_FOUND'] },
  {
    id: 'updateDealer',
    method: 'put',
    path: '/api/{role}/dealer/{id}',
    summary: "Change a dealer's record",
    description: 'Staff send the whole record; a dealer changes its own contact fields only.',
    body: z.union([dealerAdminRecordSchema, dealerOwnRecordSchema]),
    answer: dealerAnswerSchema,
    errors: ['NOT_FOUND', 'DEALER_NUMBER_TAKEN', 'UNKNOWN_ZIPCODE'],
  },
  { id: 'listDealerLogins', method: 'get', path: '/api/admin/dealer-logins', summary: "The dealers' logins, searched and paged", query: dealerLoginListQuerySchema, answer: dealerLoginListSchema },
  { id: 'getDealerLogin', method: 'get', path: '/api/admin/dealer-login/{id}', summary: "A dealer's login", answer: dealerLoginAnswerSchema, errors: ['NOT_FOUND'] },
  { id: 'sendDealerLink', method: 'post', path: '/api/admin/dealer-login/{id}/invite', summary: "Mail a dealer's login its invitation or a password reset", answer: dealerInviteAnswerSchema, errors: ['NOT_FOUND', 'DEALER_LOGIN_DEACTIVATED', 'LINK_TOO_SOON'] },
  {
    id: 'listDealersLean',
    method: 'get',
    path: '/api/dealers-lean',
    summary: 'The dealer finder: dealers by name, or nearest first around a postal code',
    query: dealersLeanQuerySchema,
    answer: dealersLeanAnswerSchema,
    errors: ['UNKNOWN_ZIPCODE'],
  },
  { id: 'listFavouriteDealers', method: 'get', path: '/api/rider/favourite-dealers', summary: "The signed-in rider's favourite dealers", answer: favouriteDealersAnswerSchema },
  { id: 'setFavouriteDealer', method: 'put', path: '/api/rider/favourite-dealers/{dealerId}', summary: 'Mark or unmark a favourite dealer', body: favouriteInputSchema, answer: favouriteAnswerSchema, errors: ['NOT_FOUND'] },

  // ── Promoters (promoters-router.ts) ──
  { id: 'listPromoters', method: 'get', path: '/api/promoters', summary: 'Promoters with their latest application', query: promoterListQuerySchema, answer: promoterListAnswerSchema },
  { id: 'promoterSummary', method: 'get', path: '/api/promoters/summary', summary: "The promoters list's summary (this season's counts)", answer: promoterSummaryAnswerSchema },
  { id: 'allPromoters', method: 'get', path: '/api/promoters/all', summary: 'Every promoter by name (for pickers)', answer: allPromotersAnswerSchema },
  { id: 'createPromoter', method: 'post', path: '/api/admin/promoters', summary: 'Enter an application for a promoter (pending, or approved at once)', body: adminPromoterSchema, status: 201, answer: promoterDetailAnswerSchema, errors: ['EMAIL_TAKEN', 'APPLICATION_DECIDED'] },
  { id: 'approvePromoters', method: 'post', path: '/api/admin/promoters/approve', summary: 'Approve several applications', body: promoterIdsSchema, answer: updatedCountAnswerSchema },
  { id: 'rejectPromoters', method: 'post', path: '/api/admin/promoters/reject', summary: 'Reject several applications with one reason', body: promoterRejectManySchema, answer: updatedCountAnswerSchema },
  { id: 'deletePromoters', method: 'post', path: '/api/admin/promoters/delete', summary: 'Delete applicants who were never approved', body: promoterIdsSchema, answer: deletedCountAnswerSchema, errors: ['PROMOTER_NOT_DELETABLE'] },
  { id: 'approvePromoter', method: 'put', path: '/api/admin/promoter/{id}/approve', summary: "Approve a promoter's latest application", answer: promoterDetailAnswerSchema, errors: ['NOT_FOUND', 'APPLICATION_DECIDED'] },
  { id: 'undoPromoterDecision', method: 'put', path: '/api/admin/promoter/{id}/undo', summary: "Undo the decision on a promoter's latest application", answer: promoterDetailAnswerSchema, errors: ['NOT_FOUND', 'NOTHING_TO_UNDO'] },
  { id: 'rejectPromoter', method: 'put', path: '/api/admin/promoter/{id}/reject', summary: "Reject a promoter's latest application", body: promoterRejectSchema, answer: promoterDetailAnswerSchema, errors: ['NOT_FOUND', 'APPLICATION_DECIDED'] },
  { id: 'updatePromoterApplication', method: 'put', path: '/api/admin/promoter-application/{id}', summary: "Correct a season's application", body: applicationUpdateSchema, answer: promoterApplicationAnswerSchema, errors: ['NOT_FOUND'] },
  { id: 'getPromoter', method: 'get', path: '/api/{role}/promoter/{id}', summary: "A promoter's record and every application (the promoter themselves or staff)", answer: promoterDetailAnswerSchema, errors: ['NOT_FOUND'] },
  { id: 'listApiTokens', method: 'get', path: '/api/{role}/promoter/{id}/api-tokens', summary: "A promoter's live API tokens (never a secret)", answer: apiTokenListSchema, errors: ['NOT_FOUND'] },
  {
    id: 'createApiToken',
    method: 'post',
    path: '/api/{role}/promoter/{id}/api-tokens',
    summary: 'Create an API token for timing systems (the secret is shown this once)',
    body: apiTokenInputSchema,
    status: 201,
    answer: apiTokenSecretAnswerSchema,
    errors: ['NOT_FOUND', 'API_TOKENS_LIMIT'],
  },
  { id: 'rotateApiToken', method: 'post', path: '/api/{role}/promoter/{id}/api-tokens/{tokenId}/rotate', summary: 'Give an API token a new secret (the old one fails from now on)', answer: apiTokenSecretAnswerSchema, errors: ['NOT_FOUND'] },
  { id: 'revokeApiToken', method: 'post', path: '/api/{role}/promoter/{id}/api-tokens/{tokenId}/revoke', summary: 'Revoke an API token', status: 204, errors: ['NOT_FOUND'] },
  { id: 'updatePromoter', method: 'put', path: '/api/{role}/promoter/{id}', summary: "Change a promoter's record", body: promoterRecordSchema, answer: promoterDetailAnswerSchema, errors: ['NOT_FOUND', 'EMAIL_TAKEN'] },

  // ── Riders' files (rider-files-router.ts) ──
  {
    id: 'uploadRiderIdFile',
    method: 'post',
    path: '/api/{role}/rider/{riderId}/upload-id-files',
    summary: "Upload the rider's driver's licence, W-9 or photo",
    body: { multipart: { files: ['file'], fields: uploadIdFileFieldsSchema } },
    status: 201,
    answer: z.union([documentUploadAnswerSchema, photoUploadAnswerSchema]),
    errors: [...FILE_ERRORS, 'NOT_FOUND'],
  },
  { id: 'listRiderDocuments', method: 'get', path: '/api/{role}/rider/{riderId}/documents', summary: "A rider's documents (the rider their own, staff any rider's)", answer: riderDocumentsAnswerSchema, errors: ['NOT_FOUND'] },
  { id: 'readRiderDocument', method: 'get', path: '/api/{role}/rider/{riderId}/documents/{kind}', params: documentParams, summary: 'A document itself, shown inline', answer: { file: PICTURES_AND_PDF }, errors: ['NOT_FOUND'] },
  { id: 'readRiderPhoto', method: 'get', path: '/api/rider-photos/{riderId}', summary: "A rider's photo (`?v=` versions the URL)", answer: { file: ['image/png', 'image/jpeg'] }, errors: ['NOT_FOUND'] },
  {
    id: 'addRiderTimecard',
    method: 'post',
    path: '/api/admin/rider/{riderId}/timecard',
    summary: "Keep a timecard with the rider's record (200 when the same file is already kept)",
    body: { multipart: { files: ['file'] } },
    status: 201,
    answer: riderTimecardAnswerSchema,
    errors: [...FILE_ERRORS, 'RIDER_TIMECARD_TYPE', 'NOT_FOUND'],
  },
  { id: 'listRiderTimecards', method: 'get', path: '/api/admin/rider/{riderId}/timecards', summary: "A rider's timecards, newest first", answer: riderTimecardsAnswerSchema, errors: ['NOT_FOUND'] },
  { id: 'readRiderTimecard', method: 'get', path: '/api/admin/rider/{riderId}/timecard/{fileId}', summary: 'A timecard file, as an attachment', answer: { file: PICTURES_AND_PDF }, errors: ['NOT_FOUND'] },
  { id: 'removeRiderTimecard', method: 'delete', path: '/api/admin/rider/{riderId}/timecard/{fileId}', summary: 'Remove a timecard', answer: riderTimecardsAnswerSchema, errors: ['NOT_FOUND'] },

  // ── Rider profile (rider-profile-router.ts) ──
  { id: 'updateRider', method: 'put', path: '/api/{role}/rider/{riderId}', summary: "Change a rider's profile (a partial update)", body: riderProfileInputSchema, answer: riderAnswerSchema, errors: ['NOT_FOUND', 'EMAIL_TAKEN', 'COUNTRY_CURRENCY', 'UNKNOWN_ZIPCODE'] },
  { id: 'addRiderBike', method: 'post', path: '/api/{role}/rider/{riderId}/bikes', summary: 'Add a bike to a rider', body: bikeInputSchema, status: 201, answer: bikeAnswerSchema, errors: ['NOT_FOUND', 'VIN_TAKEN'] },
  { id: 'changeRiderBike', method: 'put', path: '/api/{role}/rider/{riderId}/bikes/{bikeId}', summary: "Correct a rider's bike", body: bikeInputSchema, answer: bikeAnswerSchema, errors: ['NOT_FOUND', 'VIN_TAKEN'] },
  { id: 'removeRiderBike', method: 'delete', path: '/api/{role}/rider/{riderId}/bikes/{bikeId}', summary: "Remove a rider's bike", answer: riderAnswerSchema, errors: ['NOT_FOUND'] },
  { id: 'getMailPreferences', method: 'get', path: '/api/rider/mail-preferences', summary: 'Which mails about their money the signed-in rider gets', answer: mailPreferencesAnswerSchema },
  { id: 'changeMailPreferences', method: 'put', path: '/api/rider/mail-preferences', summary: 'Turn optional mails on or off', body: mailPreferencesInputSchema, answer: mailPreferencesAnswerSchema },

  // ── Rider records (riders-router.ts) ──
  { id: 'listRiders', method: 'get', path: '/api/admin/riders', summary: 'Riders, searched, sorted and paged', query: riderListQuerySchema, answer: riderListSchema },
  {
    id: 'exportRiders',
    method: 'get',
    path: '/api/admin/riders/export',
    summary: 'Every rider the list search matches, as CSV or XLSX',
    query: riderExportQuerySchema,
    answer: { file: ['text/csv', XLSX] },
  },
  { id: 'createRider', method: 'post', path: '/api/admin/riders', summary: 'Open a rider account (the rider is mailed an invitation)', body: adminRiderCreateSchema, status: 201, answer: riderAnswerSchema, errors: ['EMAIL_TAKEN', 'VIN_TAKEN', 'POSSIBLE_DUPLICATE_RIDER', 'UNKNOWN_ZIPCODE'] },
  { id: 'searchTillRiders', method: 'get', path: '/api/dealer/riders', summary: "The till's rider search (20 at most)", query: tillSearchQuerySchema, answer: tillSearchAnswerSchema },
  {
    id: 'listRidersLean',
    method: 'get',
    path: '/api/{role}/riders-lean',
    summary: "The pickers' short rider list: active riders by name and hometown (a dealer's as the till searches)",
    params: z.object({ role: z.enum(['dealer', 'admin']) }),
    query: ridersLeanQuerySchema,
    answer: ridersLeanAnswerSchema,
  },
  {
    id: 'getRider',
    method: 'get',
    path: '/api/{role}/rider/{riderId}',
    summary: "A rider's record (a rider reads only their own; a dealer the till's view)",
    description: 'Through the BFF the two lists carry the rider\'s credit redemptions and payout claims.',
    answer: riderRecordAnswerSchema,
    errors: ['NOT_FOUND'],
  },

  // ── VINs (vin-router.ts) ──
  { id: 'checkVin', method: 'get', path: '/api/vin-check', summary: 'A VIN explained, and matched against the patterns when a year is given', query: vinCheckQuerySchema, answer: vinCheckAnswerSchema },
  { id: 'listVinMakes', method: 'get', path: '/api/vin-makes', summary: 'The makes the programme accepts', answer: vinMakesAnswerSchema },
  { id: 'listVinPatterns', method: 'get', path: '/api/vin-patterns', summary: 'VIN patterns, searched and paged', query: vinPatternListQuerySchema, answer: vinPatternListAnswerSchema },
  {
    id: 'importVinPatterns',
    method: 'post',
    path: '/api/vin-patterns/import',
    summary: 'Import VIN patterns from CSV or XLSX (`?dryRun=1` previews)',
    query: z.object({ dryRun: z.enum(['1', 'true', '0', 'false']).optional() }),
    body: { multipart: { files: ['file'], fields: z.object({ dryRun: z.string().optional() }) } },
    answer: vinImportAnswerSchema,
    errors: ['UPLOAD_MISSING', 'UPLOAD_TOO_LARGE', 'UPLOAD_TYPE', 'UPLOAD_UNREADABLE', 'VIN_IMPORT_COLUMNS', 'VIN_IMPORT_TOO_MANY', 'IMPORT_HAS_ERRORS'],
  },
  { id: 'verifyVinPatterns', method: 'post', path: '/api/vin-patterns/verify', summary: 'Mark VIN patterns verified', body: vinPatternIdsSchema, answer: updatedCountAnswerSchema },
  { id: 'unverifyVinPatterns', method: 'post', path: '/api/vin-patterns/unverify', summary: 'Mark VIN patterns unverified', body: vinPatternIdsSchema, answer: updatedCountAnswerSchema },
  { id: 'verifyBikes', method: 'post', path: '/api/vin-patterns/verify-bikes', summary: "Check every rider's bike against the patterns again", answer: verifyBikesAnswerSchema },
  { id: 'deleteVinPattern', method: 'delete', path: '/api/vin-patterns/{id}', summary: 'Delete a VIN pattern', answer: vinPatternDeletedAnswerSchema, errors: ['NOT_FOUND'] },
  {
    id: 'vinReport',
    method: 'get',
    path: '/api/vin-report',
    summary: "Riders' bikes by VIN status; `format=csv|xlsx` answers every matching row as a file",
    query: vinReportQuerySchema,
    answer: vinReportAnswerSchema,
  },

  // ── Internal: the BFF and the other services (internal-router.ts) ──
  { id: 'internalVerifyApiToken', method: 'post', path: '/internal/api-tokens/verify', summary: "Check a promoter API token (every call of the BFF's token entrance)", body: apiTokenVerifyRequestSchema, answer: apiTokenVerifiedSchema, errors: ['TOKEN_INVALID'] },
  { id: 'internalLogin', method: 'post', path: '/internal/auth/login', summary: 'Check an e-mail and password', body: loginSchema, answer: userAnswerSchema, errors: ['LOGIN_FAILED', 'DEACTIVATED', 'BAD_REQUEST'] },
  { id: 'internalUnlockLink', method: 'post', path: '/internal/auth/unlock-link', summary: 'Mail an unlock link (to an active account, once per 15 minutes)', body: z.intersection(mailRequestSchema, unlockLinkRequestSchema), status: 204 },
  { id: 'internalUnlock', method: 'post', path: '/internal/auth/unlock', summary: 'Use an unlock link', body: unlockTokenSchema, answer: unlockedAnswerSchema, errors: ['UNLOCK_LINK_INVALID'] },
  { id: 'internalRegister', method: 'post', path: '/internal/auth/register', summary: 'Register a rider', body: z.intersection(registrationSchema, registerOptionsSchema), status: 201, answer: userAnswerSchema, errors: ['EMAIL_TAKEN', 'VIN_TAKEN', 'REGISTRATION_CLOSED'] },
  { id: 'internalOidcSignIn', method: 'post', path: '/internal/auth/oidc', summary: 'The account an organisation sign-in names', body: oidcSignInSchema, answer: userAnswerSchema, errors: ['OIDC_NO_ACCOUNT', 'DEACTIVATED'] },
  {
    id: 'internalPromoterApplication',
    method: 'post',
    path: '/internal/promoter-applications',
    summary: 'A promoter application the BFF checked and bot-checked',
    body: promoterApplicationSchema,
    status: 201,
    answer: promoterApplicationAnswerSchema,
    errors: ['EMAIL_TAKEN', 'PROMOTER_SIGN_IN_TO_APPLY', 'APPLICATION_DECIDED'],
  },
  { id: 'internalContactMessage', method: 'post', path: '/internal/contact-messages', summary: 'A contact message the BFF checked and bot-checked', body: contactSchema, status: 201, answer: createdIdAnswerSchema },
  { id: 'internalLookupRiders', method: 'post', path: '/internal/riders/lookup', summary: 'Match result lines to riders, or read riders by id', body: riderLookupBodySchema, answer: riderLookupAnswerSchema },
  { id: 'internalSuggestRiders', method: 'post', path: '/internal/riders/suggest', summary: 'Riders a line nobody matched may be', body: riderSuggestBodySchema, answer: riderSuggestAnswerSchema },
  {
    id: 'internalTillPinCheck',
    method: 'post',
    path: '/internal/till/pin-check',
    summary: "Check the PIN a rider typed at a dealer's till",
    body: pinCheckRequestSchema,
    answer: pinCheckAnswerSchema,
    errors: ['PIN_WRONG', 'PIN_LOCKED', 'PIN_NOT_SET', 'NOT_FOUND', 'TOO_MANY_ATTEMPTS'],
  },
  { id: 'internalPayoutFacts', method: 'post', path: '/internal/riders/payout-facts', summary: 'What the payout rules read of riders', body: payoutFactsRequestSchema, answer: payoutFactsAnswerSchema },
  { id: 'internalStatementFacts', method: 'post', path: '/internal/riders/statement-facts', summary: "What riders' year-end statements name of them (unknown ids left out)", body: statementFactsRequestSchema, answer: statementFactsAnswerSchema },
  { id: 'internalClaimProfile', method: 'post', path: '/internal/riders/claim-profile', summary: "A claimant's name, e-mail, country and bikes", body: claimProfileRequestSchema, answer: claimProfileAnswerSchema, errors: ['NOT_FOUND'] },
  { id: 'internalInvoiceParty', method: 'get', path: '/internal/promoters/{id}/invoice-party', summary: "A promoter's organisation name and postal address (Canada invoices)", answer: invoicePartyAnswerSchema, errors: ['NOT_FOUND'] },
  { id: 'internalSearchRiders', method: 'get', path: '/internal/riders/search', summary: 'Active riders by name, e-mail start or AMA number', query: riderSearchQuerySchema, answer: directoryRidersAnswerSchema },
  { id: 'internalReportingRiders', method: 'get', path: '/internal/reporting/riders', summary: "Every rider as now, by id (payouts' reporting rebuild)", query: reportingRidersQuerySchema, answer: reportingRidersAnswerSchema },
  { id: 'internalGetUser', method: 'get', path: '/internal/users/{id}', summary: 'A session user, and since when their sessions are valid', answer: userSessionsAnswerSchema, errors: ['NOT_FOUND'] },
  { id: 'internalSendEmailCode', method: 'post', path: '/internal/users/{id}/email-code', summary: 'Mail an e-mail verification code', body: emailCodeRequestSchema, status: 202, answer: acceptedAnswerSchema, errors: ['CODE_TOO_SOON', 'NOT_FOUND'] },
  { id: 'internalVerifyEmail', method: 'post', path: '/internal/users/{id}/verify-email', summary: 'Verify an e-mail address with its code', body: codeSchema, answer: userAnswerSchema, errors: ['CODE_INVALID', 'NOT_FOUND'] },
  { id: 'internalChangePassword', method: 'put', path: '/internal/users/{id}/password', summary: "Change a user's password", body: changePasswordSchema, answer: userSessionsAnswerSchema, errors: ['CURRENT_PASSWORD_WRONG', 'NOT_FOUND'] },
  { id: 'internalSetLocale', method: 'put', path: '/internal/users/{id}/locale', summary: "Set a user's language", body: localeChoiceSchema, answer: userSessionsAnswerSchema, errors: ['NOT_FOUND'] },
  { id: 'internalPasswordReset', method: 'post', path: '/internal/password-reset', summary: 'Mail a password reset link (to an active account only)', body: z.intersection(mailRequestSchema, passwordResetRequestSchema), status: 202, answer: acceptedAnswerSchema },
  { id: 'internalCompletePasswordReset', method: 'post', path: '/internal/password-reset/complete', summary: 'Set a new password with a reset link', body: passwordResetSchema, answer: userSessionsAnswerSchema, errors: ['RESET_TOKEN_INVALID'] },
  { id: 'internalAccountRecovery', method: 'post', path: '/internal/account-recovery', summary: 'Mail an account recovery code (to an active account only)', body: mailRequestSchema, status: 202, answer: acceptedAnswerSchema },
  { id: 'internalVerifyRecovery', method: 'post', path: '/internal/account-recovery/verify', summary: 'Verify an account recovery code', body: recoveryCodeSchema, answer: userAnswerSchema, errors: ['CODE_INVALID'] },
  { id: 'internalAudit', method: 'post', path: '/internal/audit', summary: 'Record an audit entry', body: auditEntrySchema, status: 201, answer: auditRecordedAnswerSchema },
]);
