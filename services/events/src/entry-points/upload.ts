/**
 * The multipart upload reader (one file ≤ 10 MB plus the form's text fields) is shared by the services: identity reads
 * riders' documents and VIN pattern files with it too. See `readUpload` in @rr/server-kit.
 */
export { readUpload, type Upload } from '@rr/server-kit';
